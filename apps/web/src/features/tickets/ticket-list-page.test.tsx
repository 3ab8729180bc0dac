import { serviceCalls } from '@kaista/domain/services';
import { ticketCalls, type TicketSummary } from '@kaista/domain/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { READER, renderTickets, subscription } from './tickets-test-kit';
import { answer, mockApi } from '../../test/api-mock';

const ticket = (number: number, status: TicketSummary['status']): TicketSummary => ({
  id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
  number,
  type: 'INCIDENT',
  urgency: number === 1 ? 'critical' : 'normal',
  status,
  subject: `Vika ${number}`,
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T10:30:00Z',
  assignee: null,
  version: 1,
  details: {},
});

describe('ticket list', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists tickets with status, urgency and Helsinki time, and pages by 20', async () => {
    const calls = mockApi([
      answer(ticketCalls.list, ({ url }) => ({
        items:
          url.searchParams.get('offset') === '0'
            ? [
                ticket(1, 'PENDING_CUSTOMER'),
                ...Array.from({ length: 19 }, (_, n) => ticket(n + 2, 'CLOSED')),
              ]
            : [ticket(21, 'SOLVING')],
        total: 21,
        totalCapped: false,
        offset: Number(url.searchParams.get('offset')),
        pageSize: 20,
      })),
    ]);
    renderTickets('tickets');
    const list = await screen.findByRole('list', { name: 'Support requests' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Vika 1');
    expect(rows[0]).toHaveTextContent('Waiting for your reply');
    expect(within(rows[0]!).getByText('Waiting for your reply')).toHaveClass('toneAction');
    expect(rows[0]).toHaveTextContent('Critical');
    expect(rows[0]).toHaveTextContent('21.11.2026 12:30');
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Support requests: 21');
    expect(screen.getByRole('search', { name: 'Support request filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Vika 21')).toBeInTheDocument();
    expect(screen.getByText('21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('20');
  });

  it('tells a visit’s day and arrival time in its row, so the company sees when its visitors are expected', async () => {
    const visit: TicketSummary = {
      ...ticket(2, 'ACCEPTED'),
      type: 'ESCORTED_ACCESS',
      details: { site: 'HEL2', visitDate: '2026-12-10', arrivalTime: '09:30', visitors: 'Liisa' },
    };
    mockApi([
      answer(ticketCalls.list, () => ({
        items: [visit, ticket(1, 'SOLVING')],
        total: 2,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderTickets('tickets');
    const list = await screen.findByRole('list', { name: 'Support requests' });
    const [visitRow, incidentRow] = within(list).getAllByRole('listitem');
    expect(visitRow).toHaveTextContent(
      '#2 · Escorted access · Day of the visit 10.12.2026 09:30 · Maria Manninen',
    );
    expect(incidentRow).not.toHaveTextContent('Day of');
  });

  it('searches by free text, says (and announces) when nothing matches, and hides the new-ticket link from a reader', async () => {
    const calls = mockApi([
      answer(ticketCalls.list, ({ url }) => ({
        items: url.searchParams.get('q') ? [] : [ticket(1, 'SOLVING')],
        total: url.searchParams.get('q') ? 0 : 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderTickets('tickets', READER);
    await screen.findByText('Vika 1');
    expect(screen.queryByRole('link', { name: 'New support request' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'reititin{Enter}');
    expect(await screen.findByText(/No support requests match/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Support requests: 0');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('reititin'));
  });

  it('says "more than" when the count is capped, above the list and in the pager, and still offers the next page', async () => {
    mockApi([
      answer(ticketCalls.list, () => ({
        items: Array.from({ length: 20 }, (_, n) => ticket(n + 1, 'SOLVING')),
        total: 10000,
        totalCapped: true,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderTickets('tickets');
    expect(await screen.findByText('1–20 of more than 10000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Support requests: > 10000');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('clears every filter at once, keeping the order, and offers it only while a filter is set', async () => {
    const calls = mockApi([
      answer(ticketCalls.list, () => ({
        items: [ticket(1, 'SOLVING')],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    const { router } = renderTickets('tickets?q=reititin&status=SOLVING&sort=updatedAt&offset=20');
    await screen.findByText('Vika 1');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('reititin');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=updatedAt'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Clear the filters/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBeNull());
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('0');
  });

  it('narrowed to one subscription by a service page, says which and leads back to all', async () => {
    const sanna = subscription(4, 'Sanna Salminen');
    const calls = mockApi([
      answer(serviceCalls.get, () => sanna),
      answer(ticketCalls.list, ({ url }) => ({
        items: url.searchParams.get('service')
          ? [ticket(9, 'SOLVING')]
          : [ticket(1, 'SOLVING'), ticket(9, 'SOLVING')],
        total: url.searchParams.get('service') ? 1 : 2,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderTickets(`tickets?service=${sanna.id}`);
    const list = await screen.findByRole('list', { name: 'Support requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const listed = calls.find((call) => call.url.pathname.endsWith('/tickets'));
    expect(listed?.url.searchParams.get('service')).toBe(sanna.id);
    expect(
      await screen.findByText(
        /^Showing the support requests about 040 310 0004 · Kaista Mobiili 5G 300M · Sanna Salminen\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all support requests' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(/^Showing the support requests about/)).not.toBeInTheDocument();
  });

  it('does not name the subscription to a reader of tickets who may not read services', async () => {
    const calls = mockApi([
      answer(ticketCalls.list, () => ({
        items: [ticket(9, 'SOLVING')],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderTickets(`tickets?service=${subscription(4, 'Sanna Salminen').id}`, READER);
    expect(
      await screen.findByText(/^Showing the support requests about one subscription\./),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/businesses/100001/tickets']);
  });
});
