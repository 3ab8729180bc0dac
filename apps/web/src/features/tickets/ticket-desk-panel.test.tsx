import { ticketCalls, type Ticket } from '@kaista/domain/tickets';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { COMPANY, MANAGER, renderTickets } from './tickets-test-kit';

const id = '00000000-0000-4000-8060-000000000012';
const ticket: Ticket = {
  id,
  number: 12,
  type: 'INCIDENT',
  urgency: 'critical',
  status: 'UNTOUCHED',
  subject: 'Runkoyhteys poikki',
  description: 'Ei liikennettä.',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  assignee: null,
  version: 3,
  relatedDevice: null,
  relatedService: null,
  contactGroup: null,
  details: {},
};
const CC = { ...MANAGER, uid: 'cc1', roles: ['CCUser'], name: 'Cecilia Asiakaspalvelu' };

describe('the desk on a ticket', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  const commonAnswers = () => [
    answer(ticketCalls.get, () => ticket),
    answer(ticketCalls.comments, () => []),
    answer(ticketCalls.attachments, () => []),
    answer(ticketCalls.timeline, () => [
      {
        id: 'e1',
        kind: 'status' as const,
        fromStatus: 'UNTOUCHED' as const,
        toStatus: 'ACCEPTED' as const,
        assigneeName: null,
        actorName: 'Cecilia Asiakaspalvelu',
        createdAt: '2026-11-20T09:00:00Z',
      },
    ]),
  ];

  it('says the ticket changed meanwhile when a status change is refused as stale, and reloads it', async () => {
    const calls = mockApi([
      ...commonAnswers(),
      answer(ticketCalls.changeStatus, () =>
        Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
      ),
    ]);
    renderTickets(`tickets/${id}`, CC);
    await screen.findByRole('heading', { name: 'Customer care' });
    expect(
      await screen.findByText(/Cecilia Asiakaspalvelu changed the status to Accepted/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accepted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(/Someone changed this support request meanwhile/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      body: { status: 'ACCEPTED' },
      ifMatch: '"3"',
    });
    const reads = () =>
      calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith(id)).length;
    const before = reads();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByText(/changed this support request meanwhile/)).not.toBeInTheDocument();
  });

  it('holds the next status still while a change is on its way, then offers the new status’s next ones', async () => {
    let current = ticket;
    let land: () => void = () => {};
    mockApi([
      answer(ticketCalls.get, () => current),
      ...commonAnswers().slice(1),
      answer(
        ticketCalls.changeStatus,
        () =>
          new Promise<Ticket>((resolve) => {
            land = () => {
              current = { ...ticket, status: 'ACCEPTED', version: 4 };
              resolve(current);
            };
          }),
      ),
    ]);
    renderTickets(`tickets/${id}`, CC);
    await screen.findByRole('heading', { name: 'Customer care' });
    await userEvent.click(screen.getByRole('button', { name: /New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accepted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /New status/ })).toBeDisabled());
    land();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /New status/ })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Change status' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /New status/ }));
    expect(await screen.findByRole('option', { name: 'Waiting for the customer' })).toBeInTheDocument();
  });

  it('tells why an assignment is refused when the server names the reason', async () => {
    mockApi([
      ...commonAnswers(),
      answer(ticketCalls.assign, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Only customer care staff can be assigned.',
            fieldErrors: { assigneeId: 'tickets.not-desk-member' },
          },
          { status: 400 },
        ),
      ),
    ]);
    renderTickets(`tickets/${id}`, CC);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(
      await screen.findByText('Only customer care staff can handle a support request.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The change could not be saved.')).not.toBeInTheDocument();
  });

  it('gives the focus back to the emptied note field once a note is added, for the next one', async () => {
    mockApi([
      ...commonAnswers(),
      answer(ticketCalls.addNote, ({ body }) => ({
        id: 'n1',
        body: (body as { body: string }).body,
        authorName: 'Cecilia Asiakaspalvelu',
        authorOperatorName: null,
        fromOperator: true,
        internal: true,
        createdAt: '2026-11-20T10:00:00Z',
      })),
    ]);
    renderTickets(`tickets/${id}`, CC);
    const note = await screen.findByRole('textbox', { name: /Internal note/ });
    await userEvent.type(note, 'Soitettu asiakkaalle.');
    await userEvent.click(screen.getByRole('button', { name: 'Add internal note' }));
    await vi.waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveValue('');
  });

  it('asks before leaving a note being written, though the answer below it is empty', async () => {
    mockApi(commonAnswers());
    const { router } = renderTickets(`tickets/${id}`, CC);
    await screen.findByRole('textbox', { name: /New message/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Internal note/ }), 'Soitettu asiakkaalle.');
    await act(() => router.navigate('/0/tickets'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave the form?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${COMPANY}/tickets/${id}`);
  });

  it('is not shown to the customer, who still sees the history', async () => {
    mockApi(commonAnswers());
    renderTickets(`tickets/${id}`, MANAGER);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer care' })).not.toBeInTheDocument();
  });
});
