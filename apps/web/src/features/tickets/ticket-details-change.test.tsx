import { addIsoDays, formatDate, helsinkiToday } from '@kaista/domain/shared/formatting';
import { ticketCalls, type Ticket } from '@kaista/domain/tickets';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { MANAGER, renderTickets, userWith } from './tickets-test-kit';
import { answer, mockApi } from '../../test/api-mock';

const id = '00000000-0000-4000-8060-000000000012';
/** Days some weeks ahead of the clock: a day gone by is refused, and so is one more than a year ahead. */
const VISIT_DAY = addIsoDays(helsinkiToday(), 40);
const MOVED_DAY = addIsoDays(helsinkiToday(), 45);
const visit: Ticket = {
  id,
  number: 12,
  type: 'ESCORTED_ACCESS',
  urgency: 'normal',
  status: 'ACCEPTED',
  subject: 'Asennuskäynti',
  description: 'Kaksi asentajaa.',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
  assignee: null,
  version: 3,
  relatedDevice: null,
  relatedService: null,
  contactGroup: null,
  details: { site: 'HEL2', visitDate: VISIT_DAY, arrivalTime: '09:30', visitors: 'Liisa' },
};
const reads = [answer(ticketCalls.comments, () => []), answer(ticketCalls.attachments, () => [])];

describe('changing a ticket’s own details', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('moves a visit: a day gone by is refused on its field, then the new day is sent on the version shown', async () => {
    let current = visit;
    const calls = mockApi([
      answer(ticketCalls.get, () => current),
      answer(ticketCalls.changeDetails, ({ body }) => {
        current = { ...visit, details: (body as Pick<Ticket, 'details'>).details, version: 4 };
        return current;
      }),
      ...reads,
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the visit' }));
    const group = screen.getByRole('group', { name: 'The visit' });
    const day = within(group).getByRole('textbox', { name: 'Day of the visit' });
    expect(day).toHaveValue(formatDate(VISIT_DAY));
    await userEvent.clear(day);
    await userEvent.type(day, '30.06.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await within(group).findByText('That day has gone by. Give today or a later day.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(day);
    await userEvent.type(day, formatDate(MOVED_DAY));
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText('The details were changed.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"3"');
    expect(put?.body).toEqual({ details: { ...visit.details, visitDate: MOVED_DAY } });
    expect(await screen.findByText(formatDate(MOVED_DAY))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'The visit' })).not.toBeInTheDocument();
  });

  it('takes a late shipment’s tracking number on the day it already has, and refuses a move to another day gone by', async () => {
    const late: Ticket = {
      ...visit,
      type: 'INBOUND_SHIPMENT',
      subject: 'Palvelimet saapuvat',
      details: { expectedDate: '2025-06-30', packages: '2' },
    };
    const calls = mockApi([
      answer(ticketCalls.get, () => late),
      answer(ticketCalls.changeDetails, ({ body }) => ({ ...late, ...(body as object), version: 4 })),
      ...reads,
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the shipment' }));
    const group = screen.getByRole('group', { name: 'The shipment' });
    const day = within(group).getByRole('textbox', { name: 'Expected arrival' });
    await userEvent.clear(day);
    await userEvent.type(day, '01.07.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await within(group).findByText('That day has gone by. Give today or a later day.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(day);
    await userEvent.type(day, '30.06.2025');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Tracking number' }), 'JJFI6543');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText('The details were changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      details: { expectedDate: '2025-06-30', packages: '2', trackingNumber: 'JJFI6543' },
    });
  });

  it('says when someone changed the ticket meanwhile, and keeps the form open', async () => {
    mockApi([
      answer(ticketCalls.get, () => visit),
      answer(ticketCalls.changeDetails, () =>
        Response.json({ code: 'PRECONDITION_FAILED', message: 'stale' }, { status: 412 }),
      ),
      ...reads,
    ]);
    renderTickets(`tickets/${id}`, MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the visit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText(/Someone changed this support request meanwhile/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The visit' })).toBeInTheDocument();
  });

  it('is not offered without the type’s own right, for a type without details, or on a closed ticket', async () => {
    const offered = async (ticket: Ticket, user = MANAGER) => {
      mockApi([answer(ticketCalls.get, () => ticket), ...reads]);
      renderTickets(`tickets/${id}`, user);
      await screen.findByRole('heading', { name: ticket.subject });
      const button = screen.queryByRole('button', { name: /^Change the/ });
      cleanup();
      vi.unstubAllGlobals();
      return button !== null;
    };
    expect(await offered(visit)).toBe(true);
    expect(await offered(visit, userWith(['TicketingReadTicket', 'TicketingWriteTicket']))).toBe(false);
    expect(await offered({ ...visit, type: 'INCIDENT', details: {} })).toBe(false);
    expect(await offered({ ...visit, status: 'CLOSED' })).toBe(false);
  });
});
