import {
  bulkTableRows,
  checkBulkRows,
  orderCalls,
  orderRequestCalls,
  type BulkCheck,
  type BulkSubmit,
  type Order,
} from '@kaista/domain/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { answerUploadsInTurn } from '../../test/fake-xhr';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { ordersRoutes } from './orders-routes';

const COMPANY = '100001';
const ORDER_ID = '00000000-0000-4110-8000-000000000009';

const row = (rowNumber: number, errors: BulkCheck['rows'][number]['errors'] = []) => ({
  rowNumber,
  values: {
    action: 'new',
    package: 'MOB_5G_300',
    number: '',
    portIn: '',
    iccid: '8935809900000000011',
    endUser: `Käyttäjä ${rowNumber}`,
    costCentre: '',
    payer: '',
  },
  packageName: 'Kaista Mobiili 5G 300M',
  monthlyCents: 2690,
  errors,
});
const check = (rows: BulkCheck['rows']): BulkCheck => ({
  fileName: 'tilaus.csv',
  fileErrors: [],
  orderType: 'NEW',
  rows,
  errorRows: rows.filter((r) => r.errors.length > 0).length,
  monthlyCents: 2690 * rows.filter((r) => r.errors.length === 0).length,
  oneTimeCents: 0,
});

/** The texts of the notices on screen (the §8 error notices and the page's own). */
const notices = () => currentNotifications().map((notice) => notice.text);

describe('bulk order', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('checks a chosen file, shows the bad row’s problem, and submits the corrected file as one order', async () => {
    const submitted: BulkSubmit = { orderId: ORDER_ID, orderNumber: '4100099', orderType: 'NEW', lines: 2 };
    const sent = answerUploadsInTurn([
      { status: 200, body: check([row(2), row(3, [{ column: 'iccid', key: 'orders.bulk.error.iccid' }])]) },
      { status: 200, body: check([row(2), row(3)]) },
      { status: 201, body: submitted },
    ]);
    const order: Order = {
      id: ORDER_ID,
      orderNumber: '4100099',
      status: 'SUBMITTED',
      orderType: 'NEW',
      createdAt: '2026-11-26T10:00:00.000Z',
      userName: 'Maria Manninen',
      manualCheckRequired: false,
      oneTimeCents: 0,
      monthlyCents: 5380,
      actingUserName: null,
      lines: [],
      endUsers: [],
      delivery: null,
      payer: null,
      timeline: [
        {
          status: 'SUBMITTED',
          at: '2026-11-26T10:00:00.000Z',
          reason: null,
          reasonCode: null,
          reasonParams: {},
        },
      ],
      errorReason: null,
      errorReasonCode: null,
      errorReasonParams: {},
    };
    mockApi([answer(orderCalls.get, () => order)]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
      user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
    });
    const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
    await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));

    const problems = await screen.findByRole('table', { name: 'Rows of tilaus.csv' });
    const bad = within(problems).getAllByRole('row')[2]!;
    expect(bad).toHaveTextContent('ICCID: Not a valid ICCID');
    expect(screen.getByRole('alert')).toHaveTextContent('1 of 2 rows have problems');
    expect(screen.queryByRole('button', { name: /Submit the order/ })).not.toBeInTheDocument();
    expect(sent[0]).toBe(`/api/businesses/${COMPANY}/users/u1/bulkorders/check`);

    await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit the order (2 lines)' }));
    expect(await screen.findByRole('heading', { name: /4100099/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(sent).toEqual([
      `/api/businesses/${COMPANY}/users/u1/bulkorders/check`,
      `/api/businesses/${COMPANY}/users/u1/bulkorders/check`,
      `/api/businesses/${COMPANY}/users/u1/bulkorders`,
    ]);
  });

  it.each([
    ['opens the order requests for who may read them', ['OrdersRequestOrderRequest'], 'Order requests'],
    ['goes home for who may only order', [], 'the home page'],
  ] as const)('sends a file that needs approval as an order request and %s', async (_, more, landing) => {
    answerUploadsInTurn([
      { status: 200, body: check([row(2), row(3)]) },
      {
        status: 201,
        body: {
          approvalRequired: true,
          orderRequestId: '00000000-0000-4112-8000-000000000021',
          orderRequestNumber: '7100021',
          approverNames: ['Olli Ostaja'],
        },
      },
    ]);
    mockApi([
      answer(orderRequestCalls.list, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    renderRoutes(
      [
        { path: ':companyId', children: ordersRoutes },
        { path: ':companyId/home', element: <h1>the home page</h1> },
      ],
      `/${COMPANY}/orders/bulk`,
      { user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder', ...more]) },
    );
    const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
    await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit the order (2 lines)' }));
    expect(await screen.findByRole('heading', { name: landing }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it.each([
    {
      refusal: 'a file ordered already',
      status: 409,
      body: { code: 'ILLEGAL_STATE', message: 'This file was already ordered as order 4100099.' },
      text: 'orders.bulk.already-ordered',
    },
    {
      refusal: 'a file whose rows went bad meanwhile',
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'The file has problems on 1 rows.',
        fieldErrors: { file: 'orders.bulk.error.rows' },
      },
      text: 'orders.bulk.error.rows',
    },
    {
      refusal: 'numbers no longer free',
      status: 409,
      body: { code: 'NUMBER_RESERVATION_FAILED', message: 'The number +358401234567 is no longer free.' },
      text: 'orders.bulk.numbers-taken',
    },
  ])(
    'tells why the server refused $refusal, without asking to send it again',
    async ({ status, body, text }) => {
      answerUploadsInTurn([
        { status: 200, body: check([row(2), row(3)]) },
        { status, body },
      ]);
      renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
        user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
      });
      const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
      await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Submit the order (2 lines)' }));
      const file = within(screen.getByRole('region', { name: 'File' }));
      expect(await file.findByRole('alert')).toHaveTextContent(i18n.t(text));
      expect(screen.queryByText(i18n.t('orders.bulk.failed'))).not.toBeInTheDocument();
      // The page's words alone: no notice beside them saying to try again or to reload.
      expect(notices()).toEqual([]);
    },
  );

  it('tells a file the check refused as too large at the file, with no notice beside it', async () => {
    answerUploadsInTurn([
      { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' } },
    ]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
      user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
    });
    const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
    await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));
    const file = within(screen.getByRole('region', { name: 'File' }));
    expect(await file.findByText(i18n.t('orders.bulk.too-large'))).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('keeps the notice of a failure the page does not word itself, beside its "try again"', async () => {
    answerUploadsInTurn([
      { status: 200, body: check([row(2), row(3)]) },
      { status: 500, body: { message: 'Internal Server Error' } },
    ]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
      user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
    });
    const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
    await userEvent.upload(picker, new File(['Action;Package'], 'tilaus.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit the order (2 lines)' }));
    const file = within(screen.getByRole('region', { name: 'File' }));
    expect(await file.findByText(i18n.t('orders.bulk.failed'))).toBeInTheDocument();
    expect(notices()).toEqual([i18n.t('error.generic')]);
  });

  it('refuses another kind of file before sending it', async () => {
    const sent = answerUploadsInTurn([]);
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
      user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
    });
    const picker = await screen.findByLabelText('Choose a CSV or XLSX file', {}, { timeout: 15_000 });
    await userEvent.upload(picker, new File(['%PDF'], 'tilaus.pdf'), { applyAccept: false });
    expect(await screen.findByText('Choose a CSV or XLSX file.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers a template for each kind of order, each of which the check reads as one kind', async () => {
    renderRoutes([{ path: ':companyId', children: ordersRoutes }], `/${COMPANY}/orders/bulk`, {
      user: auroraManagerWith(['OrdersReadOrder', 'FECompositeWriteOrder']),
    });
    const templates = [
      await screen.findByRole('link', { name: 'Template for new subscriptions (CSV)' }, { timeout: 15_000 }),
      screen.getByRole('link', { name: 'Template for package changes (CSV)' }),
    ];
    const read = templates.map((link) => {
      const csv = decodeURIComponent(link.getAttribute('href')!.split(',')[1]!).replace('\uFEFF', '');
      const table = csv
        .trim()
        .split('\r\n')
        .map((line) => line.split(';'));
      const { rows, action } = checkBulkRows(bulkTableRows(table).rows);
      return {
        file: link.getAttribute('download'),
        action,
        mixed: rows.some((r) => r.errors.some((e) => e.column === 'action')),
      };
    });
    expect(read).toEqual([
      { file: 'bulk-order-new.csv', action: 'NEW', mixed: false },
      { file: 'bulk-order-change.csv', action: 'CHANGE', mixed: false },
    ]);
  });
});
