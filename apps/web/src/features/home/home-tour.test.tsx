import fs from 'node:fs';
import path from 'node:path';
import { bulletinCalls } from '@kaista/domain/bulletins';
import { dashboardCalls } from '@kaista/domain/dashboard';
import { sessionCalls } from '@kaista/domain/session';
import type { UserInfo } from '@kaista/domain/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { DEFAULT_PROFILE } from '../../lib/session/session-queries';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith, customerCare, testUser } from '../../test/test-users';
import { homeRoutes } from './home-routes';
import { TOUR_STEPS } from './home-tour';

const COMPANY = '100001';

const ANSWERS_TICKETS = auroraManagerWith(['TicketingReadTicket', 'TicketingWriteTicket']);

const render = (mainTourDismissed: boolean, user: UserInfo = ANSWERS_TICKETS) => {
  const calls = mockApi([
    answer(dashboardCalls.home, () => ({
      today: '2026-11-25',
      tickets: null,
      orderRequests: null,
      ownRequests: null,
      invoices: null,
      orders: null,
      services: null,
      documents: null,
    })),
    answer(bulletinCalls.current, () => []),
    answer(sessionCalls.updateProfile, () => ({ ...DEFAULT_PROFILE, mainTourDismissed: true })),
  ]);
  renderRoutes([{ path: ':companyId', children: homeRoutes }], `/${COMPANY}/home`, {
    user,
    profile: { mainTourDismissed },
  });
  return calls;
};

describe('the main tour', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('greets a first-time user once, remembering it in the profile, and walks through its steps by keyboard', async () => {
    const calls = render(false);
    const tour = await screen.findByRole('region', { name: 'Welcome to Kaista' });
    expect(within(tour).getByText('Introduction, step 1 of 5')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { mainTourDismissed: true },
      ]),
    );

    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('heading', { name: 'What needs you' });
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(within(tour).getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'What needs you' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('tells a user without widgets or quick search what the page and the header offer them instead', async () => {
    // A member with no role or right of their own: no widget, and no list for the quick search.
    render(false, testUser([], [{ uid: COMPANY, roles: [], permissions: [] }]));
    const tour = await screen.findByRole('region', { name: 'Welcome to Kaista' });
    expect(within(tour).getByText('Introduction, step 1 of 5')).toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Bulletins and your pages' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'The header' })).toHaveFocus();
    expect(screen.queryByText(/Quick search in the header finds/)).not.toBeInTheDocument();
  });

  it.each([
    ['a company user who answers tickets', ANSWERS_TICKETS, 'What needs you'],
    // A reader of orders only, and operator staff looking at a customer's home: their widget reads "Needs
    // attention", for nothing there is theirs to answer or approve.
    ['a reader of orders', auroraManagerWith(['OrdersReadOrder']), 'What needs attention'],
    ['operator staff', customerCare, 'What needs attention'],
  ])('speaks to %s of the widgets as the widget does', async (_, user, title) => {
    render(false, user);
    const tour = await screen.findByRole('region', { name: 'Welcome to Kaista' });
    expect(within(tour).queryByText(/your company/)).not.toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: title })).toHaveFocus();
    expect(screen.getByText(/^The top of the home page/)).toHaveTextContent(
      title === 'What needs you' ? /waits for you/ : /what is open in the company/,
    );
  });

  it('can be skipped', async () => {
    render(false);
    const tour = await screen.findByRole('region', { name: 'Welcome to Kaista' });
    await userEvent.click(within(tour).getByRole('button', { name: 'Skip the introduction' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Kaista' })).not.toBeInTheDocument();
  });

  it('is not shown to a user who has seen it', async () => {
    const calls = render(true);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Kaista')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("is drawn by the server's first paint at the same first step out of as many steps (route-preloads.json)", () => {
    const table = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'route-preloads.json'), 'utf8'),
    ) as { pages: { tour?: { texts: string; step: string; steps: number } }[] };
    expect(table.pages.flatMap((page) => page.tour ?? [])).toEqual([
      { texts: 'home.tour', step: TOUR_STEPS[0], steps: TOUR_STEPS.length },
    ]);
  });
});
