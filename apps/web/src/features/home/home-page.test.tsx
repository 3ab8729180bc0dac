import { bulletinCalls } from '@kaista/domain/bulletins';
import { dashboardCalls, type HomeSummary } from '@kaista/domain/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith, customerCare } from '../../test/test-users';
import { homeRoutes } from './home-routes';

const COMPANY = '100001';
const MONTHS = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];

const everything: HomeSummary = {
  today: '2026-11-25',
  tickets: { pendingCustomer: 3 },
  orderRequests: { pendingApproval: 1 },
  ownRequests: {
    pending: 2,
    latest: [
      {
        id: '00000000-0000-4112-8000-000000000004',
        requestNumber: '7100004',
        status: 'REJECTED',
        summary: '1 × Apple iPhone 16 128 Gt',
        reason: 'Your phone is renewed next year.',
        decidedByName: 'Maria Manninen',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: '00000000-0000-4112-8000-000000000003',
        requestNumber: '7100003',
        status: 'PENDING_APPROVAL',
        summary: '1 × Samsung Galaxy A56 5G 128 Gt',
        reason: null,
        decidedByName: null,
        createdAt: '2026-11-19T10:00:00.000Z',
      },
    ],
  },
  invoices: {
    due: 2,
    dueCents: 50_000,
    spend: MONTHS.map((month, index) => ({ month, totalCents: index === 11 ? 150_000 : 100_000 })),
  },
  orders: {
    errored: 1,
    waiting: [
      { status: 'HOLD', count: 0 },
      { status: 'PENDING', count: 4 },
    ],
    latest: [
      {
        id: '00000000-0000-4110-8000-000000000001',
        orderNumber: '4100001',
        status: 'INPROGRESS',
        orderType: 'NEW',
        createdAt: '2026-11-20T10:00:00.000Z',
        userName: 'Maria Manninen',
      },
    ],
  },
  services: {
    byStatus: [
      { status: 'ACTIVE', count: 120 },
      { status: 'BARRED', count: 2 },
    ],
  },
  documents: { expiring: 0, soonest: [] },
};

/** What the server answers a caller with these parts only. */
const only = (parts: (keyof Omit<HomeSummary, 'today'>)[]): HomeSummary => ({
  today: everything.today,
  tickets: parts.includes('tickets') ? everything.tickets : null,
  orderRequests: parts.includes('orderRequests') ? everything.orderRequests : null,
  ownRequests: parts.includes('ownRequests') ? everything.ownRequests : null,
  invoices: parts.includes('invoices') ? everything.invoices : null,
  orders: parts.includes('orders') ? everything.orders : null,
  services: parts.includes('services') ? everything.services : null,
  documents: parts.includes('documents') ? everything.documents : null,
});

// These users have seen the main tour (home-tour.test.tsx shows it to a first-time user).
const render = (user: ReturnType<typeof auroraManagerWith>) =>
  renderRoutes([{ path: ':companyId', children: homeRoutes }], `/${COMPANY}/home`, {
    user,
    profile: { mainTourDismissed: true },
  });

describe('home', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a manager what waits, each line a link to the list filtered to it, and every widget', async () => {
    mockApi([answer(dashboardCalls.home, () => everything), answer(bulletinCalls.current, () => [])]);
    render(
      auroraManagerWith([
        'TicketingReadTicket',
        'OrdersHandleOrderRequest',
        'InvoicingReadInvoice',
        'OrdersReadOrder',
        'ServicesReadService',
      ]),
    );
    await screen.findByRole('link', { name: '3 support requests await your reply' });
    const actions = screen.getByRole('region', { name: 'Needs your attention' });
    const link = (name: string) => within(actions).getByRole('link', { name });
    expect(link('3 support requests await your reply')).toHaveAttribute(
      'href',
      `/${COMPANY}/tickets?status=PENDING_CUSTOMER`,
    );
    expect(link('1 order request waits for approval')).toHaveAttribute(
      'href',
      `/${COMPANY}/order-requests?status=PENDING_APPROVAL`,
    );
    expect(link('2 invoices are overdue')).toHaveAttribute('href', `/${COMPANY}/invoices?status=due`);
    expect(link('1 order has failed')).toHaveAttribute('href', `/${COMPANY}/orders?orderStatus=ERRORED`);
    expect(link('4 orders are pending')).toHaveAttribute('href', `/${COMPANY}/orders?orderStatus=PENDING`);
    expect(within(actions).queryByText(/on hold/)).not.toBeInTheDocument();

    const spend = screen.getByRole('region', { name: 'Spend' });
    expect(
      within(spend)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['€1,500.00', '€1,000.00', '+€500.00']);
    const table = within(spend).getByRole('table', { name: 'Invoiced in the last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Subscriptions by status' });
    expect(within(services).getByRole('link', { name: 'Active 120' })).toHaveAttribute(
      'href',
      `/${COMPANY}/services?status=ACTIVE`,
    );
    const orders = screen.getByRole('region', { name: 'Latest orders' });
    expect(within(orders).getByRole('link', { name: '4100001' })).toHaveAttribute(
      'href',
      `/${COMPANY}/orders/00000000-0000-4110-8000-000000000001`,
    );
  });

  it('tells operator staff what is open in the company, its tickets awaiting the customer, not them', async () => {
    mockApi([answer(dashboardCalls.home, () => everything), answer(bulletinCalls.current, () => [])]);
    render(customerCare);
    const tickets = await screen.findByRole('link', {
      name: '3 support requests await the customer’s reply',
    });
    expect(tickets).toHaveAttribute('href', `/${COMPANY}/tickets?status=PENDING_CUSTOMER`);
    expect(screen.getByRole('region', { name: 'Needs attention' })).toContainElement(tickets);
    expect(screen.queryByText(/your reply|Needs your attention/)).not.toBeInTheDocument();
  });

  it('shows a reader of services, orders and tickets only those widgets', async () => {
    mockApi([
      // A reader of tickets may not answer them, so the server leaves out the tickets awaiting an answer.
      answer(dashboardCalls.home, () => only(['orders', 'services'])),
      answer(bulletinCalls.current, () => []),
    ]);
    render(auroraManagerWith(['TicketingReadTicket', 'OrdersReadOrder', 'ServicesReadService']));
    const orders = await screen.findByRole('region', { name: 'Latest orders' });
    await waitFor(() => expect(orders).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: '4100001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscriptions by status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /overdue|approval|your answer/ })).not.toBeInTheDocument();
    // Failed orders are for them to know, not theirs to act on: the widget does not say they wait for them.
    expect(screen.getByRole('region', { name: 'Needs attention' })).toContainElement(
      screen.getByRole('link', { name: '1 order has failed' }),
    );
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
  });

  it('lays out the frame of each allowed widget at once, and fills it in where it stood', async () => {
    let answerSummary: (summary: HomeSummary) => void = () => undefined;
    const pending = new Promise<HomeSummary>((resolve) => {
      answerSummary = resolve;
    });
    mockApi([answer(dashboardCalls.home, () => pending), answer(bulletinCalls.current, () => [])]);
    render(auroraManagerWith(['OrdersReadOrder', 'ServicesReadService']));
    const frame = await screen.findByRole('region', { name: 'Latest orders' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Subscriptions by status' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Spend' })).not.toBeInTheDocument();
    answerSummary(only(['orders', 'services']));
    expect(await screen.findByRole('link', { name: '4100001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest orders' })).not.toHaveAttribute('aria-busy');
  });

  it('shows a requester their own requests: what waits, and a declined one with its reason', async () => {
    mockApi([
      answer(dashboardCalls.home, () => only(['ownRequests'])),
      answer(bulletinCalls.current, () => []),
    ]);
    render(auroraManagerWith(['OrdersRequestOrderRequest']));
    await screen.findByRole('link', { name: '7100004' });
    const widget = screen.getByRole('region', { name: 'Your order requests' });
    expect(within(widget).getByRole('link', { name: '2 of your requests await approval' })).toHaveAttribute(
      'href',
      `/${COMPANY}/order-requests?status=PENDING_APPROVAL`,
    );
    const declined = within(widget).getByRole('link', { name: '7100004' }).closest('li')!;
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Declined by Maria Manninen: Your phone is renewed next year.');
    expect(within(widget).getByRole('link', { name: '7100004' })).toHaveAttribute(
      'href',
      `/${COMPANY}/order-requests?status=REJECTED`,
    );
    expect(within(widget).getByRole('link', { name: '7100003' }).closest('li')).not.toHaveTextContent(
      'Declined by',
    );
    expect(within(widget).getByRole('link', { name: 'All your order requests' })).toHaveAttribute(
      'href',
      `/${COMPANY}/order-requests?status=ALL`,
    );
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
  });

  it('tells a requester who has sent nothing yet so, with no count', async () => {
    mockApi([
      answer(dashboardCalls.home, () => ({ ...only([]), ownRequests: { pending: 0, latest: [] } })),
      answer(bulletinCalls.current, () => []),
    ]);
    render(auroraManagerWith(['OrdersRequestOrderRequest']));
    expect(await screen.findByText('You have not sent any order requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /await approval|awaits approval/ })).not.toBeInTheDocument();
  });

  it('does not ask for the summary when the user may read none of its widgets', async () => {
    const calls = mockApi([answer(bulletinCalls.current, () => [])]);
    render(auroraManagerWith(['ReportsReadReports']));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.url.pathname.endsWith('/dashboard'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
  });
});
