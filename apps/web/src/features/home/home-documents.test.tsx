import { bulletinCalls } from '@kaista/domain/bulletins';
import { dashboardCalls, type HomeSummary } from '@kaista/domain/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { homeRoutes } from './home-routes';

const COMPANY = '100001';
const PRICE_LIST = '00000000-0000-4151-8000-000000000002';

const summary = (documents: HomeSummary['documents']): HomeSummary => ({
  today: '2026-11-25',
  tickets: null,
  orderRequests: null,
  ownRequests: null,
  invoices: null,
  orders: null,
  services: null,
  documents,
});

// These users have seen the main tour (home-tour.test.tsx shows it to a first-time user).
const render = (user: ReturnType<typeof auroraManagerWith>) =>
  renderRoutes([{ path: ':companyId', children: homeRoutes }], `/${COMPANY}/home`, {
    user,
    profile: { mainTourDismissed: true },
  });

describe('home: contracts and price lists ending', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('tells a reader of documents how many end within 60 days, each soonest one a link to it', async () => {
    mockApi([
      answer(dashboardCalls.home, () =>
        summary({
          expiring: 7,
          soonest: [
            { id: PRICE_LIST, name: 'Hinnasto 2026.pdf', category: 'PRICE_LIST', validUntil: '2026-11-25' },
            {
              id: '00000000-0000-4151-8000-000000000001',
              name: 'Palvelusopimus.pdf',
              category: 'CONTRACT',
              validUntil: '2026-12-31',
            },
          ],
        }),
      ),
      answer(bulletinCalls.current, () => []),
    ]);
    render(auroraManagerWith(['DocumentsReadDocument']));
    await screen.findByText('7 end in the next 60 days.');
    const widget = screen.getByRole('region', { name: 'Contracts and price lists ending' });
    expect(within(widget).getByText('7 end in the next 60 days.')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Hinnasto 2026.pdf' })).toHaveAttribute(
      'href',
      `/${COMPANY}/documents/${PRICE_LIST}`,
    );
    expect(within(widget).getByText('Valid until 25.11.2026, ends today')).toBeInTheDocument();
    expect(within(widget).getByText('Contract')).toBeInTheDocument();
    expect(within(widget).getByText('Valid until 31.12.2026, in 36 days')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      `/${COMPANY}/documents`,
    );
  });

  it('says so when nothing ends soon', async () => {
    mockApi([
      answer(dashboardCalls.home, () => summary({ expiring: 0, soonest: [] })),
      answer(bulletinCalls.current, () => []),
    ]);
    render(auroraManagerWith(['DocumentsReadDocument']));
    await screen.findByText('No contract or price list ends in the next 60 days.');
    const widget = screen.getByRole('region', { name: 'Contracts and price lists ending' });
    expect(
      within(widget).getByText('No contract or price list ends in the next 60 days.'),
    ).toBeInTheDocument();
  });

  it('neither asks for nor shows it to a user who may not read documents', async () => {
    const calls = mockApi([answer(bulletinCalls.current, () => [])]);
    render(auroraManagerWith(['ReportsReadReports']));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.url.pathname.endsWith('/dashboard'))).toBe(false);
    expect(
      screen.queryByRole('region', { name: 'Contracts and price lists ending' }),
    ).not.toBeInTheDocument();
  });
});
