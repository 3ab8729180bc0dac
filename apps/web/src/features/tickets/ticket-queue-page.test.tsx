import { ticketQueueCalls, type TicketQueueItem } from '@kaista/domain/tickets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { customerCare } from '../../test/test-users';
import { ticketQueueRoutes } from './tickets-routes';

const desk = customerCare;

const item = (number: number, changes: Partial<TicketQueueItem> = {}): TicketQueueItem => ({
  id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
  number,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'SOLVING',
  subject: `Vika ${number}`,
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  assignee: null,
  version: 1,
  companyId: '100001',
  companyName: 'Aurora Logistics Oy',
  details: {},
  ...changes,
});

/** One page of the queue: these items of `total`. */
const queuePage = (items: TicketQueueItem[], total: number) => ({
  items,
  total,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
});

describe('the desk queue', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it("lists every company's tickets, shows each one's time left to its target or how late it is, and opens each in its company", async () => {
    const calls = mockApi([
      answer(ticketQueueCalls.list, () =>
        queuePage(
          [
            item(7, { urgency: 'critical', status: 'UNTOUCHED', createdAt: '2026-01-01T08:00:00Z' }),
            item(8, {
              companyId: '100003',
              companyName: 'Kettu Retail Oy',
              assignee: { id: 'cc', name: 'Cecilia' },
            }),
          ],
          2,
        ),
      ),
    ]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    const list = await screen.findByRole('list', { name: 'Support requests of every company' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Aurora Logistics Oy');
    expect(first).toHaveTextContent('Unassigned');
    expect(first).toHaveTextContent(/First reply overdue by \d+ d \d+ h/);
    expect(second).toHaveTextContent('Cecilia');
    expect(second).toHaveTextContent('Resolution due in 3 d 0 h');
    expect(second).not.toHaveTextContent('overdue');
    expect(within(second!).getByRole('link')).toHaveAttribute('href', `/100003/tickets/${item(8).id}`);

    await userEvent.click(screen.getByRole('button', { name: /Assignee/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mine' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('assignee')).toBe('mine'));
  });

  it('names a ticket waiting for the customer as such: to the desk it does not wait for “your reply”', async () => {
    mockApi([answer(ticketQueueCalls.list, () => queuePage([item(9, { status: 'PENDING_CUSTOMER' })], 1))]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    const list = await screen.findByRole('list', { name: 'Support requests of every company' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Waiting for the customer');
    expect(list).not.toHaveTextContent('your reply');
    // Nor does it stand out as the customer's "your turn" does: it waits for someone else.
    expect(within(list).getByText('Waiting for the customer')).not.toHaveClass('toneAction');
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByRole('option', { name: 'Waiting for the customer' })).toBeInTheDocument();
  });

  it('tells a visit’s day and arrival time and a shipment’s day in its row, for the desk to plan by', async () => {
    mockApi([
      answer(ticketQueueCalls.list, () =>
        queuePage(
          [
            item(5, {
              type: 'ESCORTED_ACCESS',
              details: { site: 'HEL2', visitDate: '2026-12-10', arrivalTime: '09:30', visitors: 'Liisa' },
            }),
            item(4, { type: 'INBOUND_SHIPMENT', details: { expectedDate: '2026-12-11', packages: '3' } }),
          ],
          2,
        ),
      ),
    ]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    const list = await screen.findByRole('list', { name: 'Support requests of every company' });
    const [visit, shipment] = within(list).getAllByRole('listitem');
    expect(visit).toHaveTextContent('Day of the visit 10.12.2026 09:30');
    expect(shipment).toHaveTextContent('Expected arrival 11.12.2026');
  });

  it('narrows the queue to the visits and shipments of a day typed the Finnish way, and clears it', async () => {
    const calls = mockApi([answer(ticketQueueCalls.list, () => queuePage([item(5)], 1))]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    await screen.findByRole('list', { name: 'Support requests of every company' });
    const day = screen.getByRole('textbox', { name: 'Day of a visit or shipment' });
    await userEvent.type(day, '10.12.2026{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('day')).toBe('2026-12-10'));
    await userEvent.clear(day);
    await userEvent.tab();
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.has('day')).toBe(false));
  });

  it('searches every company’s tickets by words or a number, beside the company number', async () => {
    const calls = mockApi([answer(ticketQueueCalls.list, () => queuePage([item(5)], 1))]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    await screen.findByRole('list', { name: 'Support requests of every company' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Subject, description, number or a detail');
    await userEvent.type(search, 'Kvarnbo{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('Kvarnbo'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Company number' }), '100002{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('companyId')).toBe('100002'));
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('Kvarnbo');
  });

  it('counts the open tickets until a status is chosen, since a phone folds the status filter away', async () => {
    mockApi([answer(ticketQueueCalls.list, () => queuePage([item(7)], 176))]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    expect(await screen.findByText('Open support requests: 176')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Support requests: 176$/));
  });

  it('says the queue is clear when nothing is open, and that nothing matches once a filter is chosen', async () => {
    mockApi([answer(ticketQueueCalls.list, () => queuePage([], 0))]);
    renderRoutes([{ path: '0', children: ticketQueueRoutes }], '/0/tickets', { user: desk });
    expect(await screen.findByText('The queue is clear: no support request is open.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Urgency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Critical' }));
    expect(await screen.findByText('No support requests match these filters.')).toBeVisible();
  });
});
