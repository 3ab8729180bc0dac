import { cartCalls } from '@kaista/domain/ordering';
import {
  orderCalls,
  orderRequestCalls,
  type Order,
  type OrderRequest,
  type OrderSummary,
} from '@kaista/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith, testUser } from '../../test/test-users';
import { ordersRoutes } from './orders-routes';

const COMPANY = '100001';

const render = (path: string, user = auroraManagerWith(['OrdersReadOrder'])) =>
  renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/${path}`, { user });

const summary = (n: number, status: OrderSummary['status']): OrderSummary => ({
  id: `00000000-0000-4110-8000-${String(n).padStart(12, '0')}`,
  orderNumber: String(4100000 + n),
  status,
  orderType: 'NEW',
  createdAt: '2026-11-02T10:00:00.000Z',
  userName: 'Maria Manninen',
  manualCheckRequired: false,
  oneTimeCents: 0,
  monthlyCents: 2690,
});
const page = (items: OrderSummary[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
});

/** An order request waiting for approval, number 71000nn; each test names what sets it apart. */
const orderRequest = ({ n, ...overrides }: Partial<OrderRequest> & { n: number }): OrderRequest => ({
  id: `00000000-0000-4112-8000-${String(n).padStart(12, '0')}`,
  requestNumber: String(7_100_000 + n),
  requesterName: 'Eero Työntekijä',
  status: 'PENDING_APPROVAL',
  summary: '1 × iPhone 16 128 Gt',
  oneTimeCents: 96900,
  monthlyCents: 0,
  reason: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-19T09:00:00.000Z',
  cartCode: null,
  isBulkFile: false,
  approvers: null,
  version: 1,
  ...overrides,
});

const noReason = { reason: null, reasonCode: null, reasonParams: {} };
const portRefused = {
  reason: 'PORT-17 donor refused',
  reasonCode: 'NUMBER_PORT_REJECTED' as const,
  reasonParams: {},
};

describe('orders', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the orders under the user’s uid and filters them by the §4 status, kept in the address', async () => {
    const calls = mockApi([
      answer(orderCalls.list, ({ url }) =>
        page(
          url.searchParams.get('orderStatus') === 'ERRORED'
            ? [summary(2, 'ERRORED')]
            : [summary(1, 'COMPLETED'), summary(2, 'ERRORED')],
        ),
      ),
    ]);
    render('orders');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Orders: 2');
    expect(screen.getByRole('search', { name: 'Order filters' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe(`/api/businesses/${COMPANY}/users/u1/orders`);
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('orderStatus')).toBe('ERRORED'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    // The new count is a status message, announced while the focus stays on the filter.
    expect(screen.getByRole('status')).toHaveTextContent('Orders: 1');
  });

  it('shows an order with its timeline and why it stopped', async () => {
    const order: Order = {
      ...summary(3, 'ERRORED'),
      actingUserName: null,
      lines: [
        {
          itemNo: 1,
          orderlineBundleNo: 1,
          bundleNo: 2,
          productCode: 'MOB_5G_300',
          productName: 'Kaista Mobiili 5G 300M',
          offeringType: 'SUBSCRIPTION',
          oneTimeCents: 0,
          monthlyCents: 2690,
          characteristics: { number: '+358501234567', fixedTermContract: '24' },
        },
        {
          itemNo: 2,
          orderlineBundleNo: 2,
          bundleNo: 3,
          productCode: 'APPLE_AIRPODS',
          productName: 'Apple AirPods Pro 2',
          offeringType: 'REPAIR',
          oneTimeCents: 0,
          monthlyCents: 0,
          characteristics: {
            assetId: '00000000-0000-4000-8081-000000100009',
            serviceAction: 'repair-asset',
            serialNumber: 'AC1000942561',
            fault: 'The left one is silent',
            warranty: 'no',
          },
        },
      ],
      endUsers: [{ bundleNo: 2, number: '+358501234567', contactName: 'Aino Virtanen', contactPhone: null }],
      delivery: {
        name: 'Aurora Logistics Oy',
        street: 'Satamakatu 1',
        postalNumber: '00160',
        city: 'Helsinki',
      },
      payer: {
        id: '00000000-0000-4070-8000-000000000001',
        number: '0000000001',
        name: 'Aurora Logistics Oy',
      },
      timeline: [
        { status: 'SUBMITTED', at: '2026-11-02T10:00:00.000Z', ...noReason },
        { status: 'ERRORED', at: '2026-11-02T12:00:00.000Z', ...portRefused },
      ],
      errorReason: portRefused.reason,
      errorReasonCode: portRefused.reasonCode,
      errorReasonParams: portRefused.reasonParams,
    };
    mockApi([answer(orderCalls.get, () => order)]);
    render(`orders/${order.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Order 4100003' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // A known case in the reader's words, not the order system's text.
    const said = 'The number could not be ported: the donor operator refused the port.';
    expect(screen.getByText(`The order stopped: ${said}`)).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(within(timeline).getByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/PORT-17/)).not.toBeInTheDocument();
    // Numbers as Finns write them, as the services and the invoices show them.
    expect(screen.getByText('Aino Virtanen · 050 123 4567')).toBeInTheDocument();
    expect(screen.getByText('Aurora Logistics Oy, Satamakatu 1, 00160 Helsinki')).toBeInTheDocument();
    // Each line's details in the user's words; the fulfilment's references are not for people.
    const lines = screen.getByRole('table', { name: 'Order lines' });
    const [subscription, repair] = within(lines).getAllByRole('row').slice(1);
    // The selections are counted from one in the order, not by the cart's inner bundle numbers (2 and 3 here),
    // which beside a SIM card read as a quantity.
    expect(within(subscription!).getAllByRole('cell')[1]).toHaveTextContent(/^1$/);
    expect(within(repair!).getAllByRole('cell')[1]).toHaveTextContent(/^2$/);
    expect(
      within(subscription!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Number: 050 123 4567', 'Fixed-term contract: 24 months']);
    expect(
      within(repair!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Serial number: AC1000942561', 'Fault: The left one is silent', 'Warranty: no']);
  });

  it('opens an order by the number people know it by, and says so of a number the company has not', async () => {
    const known = summary(3, 'COMPLETED');
    // The search for a number also finds orders whose lines' numbers start with it.
    const decoy = { ...summary(30, 'COMPLETED'), orderNumber: '4100030' };
    const order: Order = {
      ...known,
      actingUserName: null,
      lines: [],
      endUsers: [],
      delivery: null,
      payer: null,
      timeline: [{ ...noReason, status: 'COMPLETED', at: '2026-11-02T12:00:00.000Z', reason: null }],
      errorReason: null,
      errorReasonCode: null,
      errorReasonParams: {},
    };
    const calls = mockApi([
      answer(orderCalls.list, ({ url }) =>
        page(url.searchParams.get('q') === '4100003' ? [decoy, known] : []),
      ),
      answer(orderCalls.get, ({ params }) =>
        params.orderId === known.id
          ? order
          : Response.json({ code: 'NOT_FOUND', message: 'Order not found.' }, { status: 404 }),
      ),
    ]);
    const { router } = render('orders/4100003');
    expect(
      await screen.findByRole('heading', { name: 'Order 4100003' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith(`/orders/${known.id}`))).toBeDefined();
    // An order that delivers nothing (a termination, a package change) has no delivery address to show.
    expect(screen.queryByText('Delivery address')).not.toBeInTheDocument();
    await router.navigate(`/${COMPANY}/orders/4199999`);
    expect(await screen.findByText('The order was not found.')).toBeInTheDocument();
  });

  it('declines a waiting order request with a reason, sent with If-Match, and refreshes the list', async () => {
    const waiting = orderRequest({
      n: 1,
      summary: '1 × Samsung Galaxy A56 5G 128 Gt',
      oneTimeCents: 44900,
      version: 3,
    });
    let decided: OrderRequest | null = null;
    const calls = mockApi([
      answer(orderRequestCalls.list, () => ({
        ...page([]),
        items: decided ? [] : [waiting],
        total: decided ? 0 : 1,
      })),
      answer(orderRequestCalls.updateStatus, () => {
        decided = { ...waiting, status: 'REJECTED', reason: 'Ei budjettia.', version: 4 };
        return decided;
      }),
    ]);
    render('order-requests', auroraManagerWith(['OrdersHandleOrderRequest']));
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    // Every waiting request waits for approval: no column says so on each row.
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    // Pressed before a reason is written: the field says it is needed and takes the focus; nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reasonField = within(dialog).getByRole('textbox');
    expect(reasonField).toHaveFocus();
    expect(reasonField).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.pathname.endsWith('/updatestatus'))).toBe(false);
    await userEvent.type(reasonField, 'Ei budjettia.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('No order requests.')).toBeInTheDocument());
    // The row and its buttons are gone: the notice of what was done has the focus, to be read out there.
    const notice = screen.getByText('Order request 7100001 was declined. The requester sees the reason.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    const sent = calls.find((call) => call.url.pathname.endsWith('/updatestatus'))!;
    expect(sent.url.searchParams.get('status')).toBe('REJECTED');
    expect(sent.ifMatch).toBe('"3"');
    expect(sent.body).toBe('Ei budjettia.');
  });

  it('names who decided apart from the decisions, and shows a request’s monthly charge', async () => {
    const waiting = orderRequest({ n: 6, summary: '1 × Kaista Mobiili 5G 300M', monthlyCents: 2690 });
    const declined = orderRequest({
      n: 7,
      summary: waiting.summary,
      monthlyCents: 2690,
      status: 'REJECTED',
      reason: 'Ei budjettia.',
      decidedByName: 'Maria Manninen',
      decidedAt: '2026-11-20T09:00:00.000Z',
    });
    mockApi([answer(orderRequestCalls.list, () => ({ ...page([]), items: [waiting, declined], total: 2 }))]);
    render('order-requests?status=ALL', auroraManagerWith(['OrdersHandleOrderRequest']));
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Decided by', 'Actions']);
    expect(headers).toContain('Monthly');
    const decidedRow = within(table).getByRole('row', { name: /7100007/ });
    expect(
      within(decidedRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['Maria Manninen', '–']);
    const waitingRow = within(table).getByRole('row', { name: /7100006/ });
    expect(waitingRow).toHaveTextContent(/26[.,]90/);
    expect(within(waitingRow).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('tells a refused decision where it was made: the reason in the dialog, a bulk file above the list', async () => {
    const waiting = orderRequest({ n: 2, summary: 'bulk.csv', isBulkFile: true });
    // Field errors without a §8 code of their own: the transport shows no notice for a write, so only the
    // page can tell them.
    const refused = (fieldErrors: Record<string, string>) =>
      Response.json({ code: 'VALIDATION_ERROR', message: 'x', fieldErrors }, { status: 400 });
    mockApi([
      answer(orderRequestCalls.list, () => ({ ...page([]), items: [waiting], total: 1 })),
      answer(orderRequestCalls.updateStatus, () => refused({ _: 'validation.character-set' })),
      answer(orderRequestCalls.proceed, () => refused({ file: 'orders.bulk.error.rows' })),
    ]);
    render('order-requests', auroraManagerWith(['OrdersHandleOrderRequest']));
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    // Every waiting request waits for approval: no column says so on each row.
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Ei budjettia.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(/invisible control characters/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Proceed to order' }));
    expect(await screen.findByText('The file has problems. Check it again.')).toBeInTheDocument();
  });

  const proceedWithCartOf = async (items: number) => {
    const waiting = orderRequest({ n: 3 });
    const calls = mockApi([
      answer(orderRequestCalls.list, () => ({ ...page([]), items: [waiting], total: 1 })),
      answer(cartCalls.summary, () => ({ code: items ? 'CART1' : null, totalItems: items })),
      answer(orderRequestCalls.proceed, () => ({
        request: { ...waiting, cartCode: 'CART2' },
        cartCode: 'CART2',
      })),
    ]);
    render('order-requests', auroraManagerWith(['OrdersHandleOrderRequest']));
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Proceed to order' }));
    return { table, proceeded: () => calls.filter((call) => call.method === 'POST') };
  };

  it('asks before a cart’s request replaces the approver’s cart of products', async () => {
    const { table, proceeded } = await proceedWithCartOf(2);
    const question = await screen.findByRole('alertdialog', { name: 'Replace your cart?' });
    expect(question).toHaveTextContent(
      'Your cart holds 2 products. The products of request 7100003 take their place, and the products now in the cart are removed.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(proceeded()).toHaveLength(0);
    await userEvent.click(within(table).getByRole('button', { name: 'Proceed to order' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed to order' }),
    );
    await waitFor(() => expect(proceeded()).toHaveLength(1));
  });

  it('proceeds at once when the approver’s cart is empty', async () => {
    const { proceeded } = await proceedWithCartOf(0);
    await waitFor(() => expect(proceeded()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the approvers a request waits for, and shows its actions only to them', async () => {
    const items = [
      orderRequest({ n: 11, approvers: [{ id: 'someone-else', name: 'Olli Ostaja' }] }),
      orderRequest({ n: 12 }),
    ];
    mockApi([answer(orderRequestCalls.list, () => ({ ...page([]), items, total: 2 }))]);
    render('order-requests', auroraManagerWith(['OrdersHandleOrderRequest']));
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    const [named, anyone] = within(table).getAllByRole('row').slice(1);
    expect(within(named!).getByText('Olli Ostaja')).toBeInTheDocument();
    expect(within(named!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(anyone!).getByText('Any approver')).toBeInTheDocument();
    expect(within(anyone!).getByRole('button', { name: 'Proceed to order' })).toBeInTheDocument();
  });

  it('shows an employee their own requests without the approver’s actions, who decided them, and where a new one starts', async () => {
    const own = orderRequest({
      n: 2,
      status: 'REJECTED',
      reason: 'Ensi vuonna.',
      decidedByName: 'Maria Manninen',
      decidedAt: '2026-11-20T09:00:00.000Z',
      version: 2,
    });
    const waiting = orderRequest({ n: 3 });
    mockApi([answer(orderRequestCalls.list, () => ({ ...page([]), items: [own, waiting], total: 2 }))]);
    const employee = testUser(
      [],
      [{ uid: COMPANY, roles: ['EmployeeUser'], permissions: ['FECompositeWriteMyOrderRequests'] }],
    );
    render('order-requests?status=ALL', employee);
    const table = await screen.findByRole('table', { name: 'Order requests' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getByText('Declined – Ensi vuonna.')).toBeInTheDocument();
    expect(within(table).getByText('Maria Manninen')).toBeInTheDocument();
    // Not decided yet: a dash, not an empty place under the decider's heading.
    const waitingRow = within(table).getByRole('row', { name: /7100003/ });
    expect(within(waitingRow).getAllByRole('cell').at(-1)).toHaveTextContent(/^–$/);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order request' })).toHaveAttribute(
      'href',
      `/${COMPANY}/order/new`,
    );
    expect(screen.getByText(/A new request starts from a cart/)).toBeInTheDocument();
  });

  it('does not lead a requester who may not build a cart to the order capture, and says what she lacks', async () => {
    mockApi([answer(orderRequestCalls.list, () => ({ ...page([]), items: [] as OrderRequest[] }))]);
    const requester = testUser(
      [],
      [{ uid: COMPANY, roles: ['EmployeeUser'], permissions: ['OrdersRequestOrderRequest'] }],
    );
    render('order-requests?status=ALL', requester);
    expect(
      await screen.findByRole('heading', { name: 'Order requests' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New order request' })).not.toBeInTheDocument();
    expect(screen.getByText(/also needs the right to use a cart/)).toBeInTheDocument();
    expect(screen.queryByText(/starts from a cart/)).not.toBeInTheDocument();
  });
});
