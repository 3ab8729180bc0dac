import type { TicketSummary } from '@kaista/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { COMPANY, mockApi, READER, renderTickets } from './tickets-test-kit';

const ticket = (number: number, status: TicketSummary['status']): TicketSummary => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  type: 'INCIDENT',
  urgency: number === 1 ? 'critical' : 'normal',
  status,
  subject: `Vika ${number}`,
  createdByName: 'Maria Manninen',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T10:30:00Z',
});

describe('ticket list', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists tickets with status, urgency and Helsinki time, and pages by 20', async () => {
    const calls = mockApi({
      [`GET /api/businesses/${COMPANY}/tickets`]: ({ url }) => ({
        items:
          url.searchParams.get('offset') === '0'
            ? [ticket(1, 'PENDING_CUSTOMER'), ticket(2, 'CLOSED')]
            : [ticket(3, 'SOLVING')],
        total: 21,
        offset: Number(url.searchParams.get('offset')),
        pageSize: 20,
      }),
    });
    renderTickets('tickets');
    const list = await screen.findByRole('list', { name: 'Support requests' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Vika 1');
    expect(rows[0]).toHaveTextContent('Waiting for your reply');
    expect(rows[0]).toHaveTextContent('Critical');
    expect(rows[0]).toHaveTextContent('21.11.2026 12:30');
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Vika 3')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('20');
  });

  it('searches by free text, says when nothing matches, and hides the new-ticket link from a reader', async () => {
    const calls = mockApi({
      [`GET /api/businesses/${COMPANY}/tickets`]: ({ url }) => ({
        items: url.searchParams.get('q') ? [] : [ticket(1, 'SOLVING')],
        total: url.searchParams.get('q') ? 0 : 1,
        offset: 0,
        pageSize: 20,
      }),
    });
    renderTickets('tickets', READER);
    await screen.findByText('Vika 1', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'New support request' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'reititin{Enter}');
    expect(await screen.findByText(/No support requests match/)).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('reititin'));
  });
});
