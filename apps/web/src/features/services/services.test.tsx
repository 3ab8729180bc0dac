import {
  BULK_LIMITS,
  serviceCalls,
  type BulkServiceAction,
  type ServiceDetail,
  type ServiceSummary,
} from '@kaista/domain/services';
import { type PowerOfAttorney } from '@kaista/domain/powers-of-attorney';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { ticketCalls, type TicketSummary } from '@kaista/domain/tickets';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { servicesRoutes } from './services-routes';

const COMPANY = '100001';
const SERVICE_ID = '00000000-0000-4000-8080-000000100004';

const summary = (n: number, status: ServiceSummary['status'] = 'ACTIVE'): ServiceSummary => ({
  id: `00000000-0000-4000-8080-${String(100_000 + n).padStart(12, '0')}`,
  number: `+35840310000${n}`,
  numberType: 'VOICE_POSTPAID',
  type: 'mobile',
  status,
  suspensionKind: status === 'BARRED' ? 'customerSuspend' : null,
  iccid: `8935801100000000000${n}`,
  userName: n === 1 ? 'Maria Manninen' : 'Sanna Salminen',
  packageName: 'Kaista Mobiili 5G 300M',
  costCentre: { id: '00000000-0000-4000-8071-000000000001', name: 'Hallinto' },
  payer: { id: '00000000-0000-4000-8070-000000000001', name: 'Aurora Logistics Oy' },
  contractStart: '2024-01-01',
  fixedTermEnd: null,
  scheduledTermination: null,
});
const page = (items: ServiceSummary[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
});
const detail = (status: ServiceSummary['status'], version: number): ServiceDetail => ({
  ...summary(4, status),
  id: SERVICE_ID,
  packageCode: 'MOB_5G_300',
  monthlyPriceCents: 2690,
  addOns: [{ code: 'DATA_EU_10', name: 'EU-datapaketti 10 Gt' }],
  barrings: ['Verkkovierailun esto'],
  apns: [
    { name: 'internet', type: 'PUBLIC' },
    { name: 'aurora.corp', type: 'PRIVATE' },
  ],
  terminationKind: null,
  endedOn: null,
  simActivatedAt: '2024-01-02T08:00:00.000Z',
  version,
});
const choices = () => ({ costCentres: [], payers: [] });

describe('services', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());
  const render = (path: string, user = auroraManagerWith(PERMISSIONS)) =>
    renderRoutes([{ path: ':companyId', children: servicesRoutes }], `/${COMPANY}/${path}`, { user });

  it('lists services and keeps the status set and the search in the address', async () => {
    const calls = mockApi([
      answer(serviceCalls.filterChoices, choices),
      answer(serviceCalls.list, ({ url }) =>
        page(
          url.searchParams.get('status') === 'suspended'
            ? [summary(2, 'BARRED')]
            : [summary(1), summary(2, 'BARRED')],
        ),
      ),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('040 310 0001')).toBeInTheDocument();
    expect(within(table).getByText('Suspended (customer suspension)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('suspended'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '040 310{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('040 310'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('suspends a selection from the list and says per service what was done', async () => {
    const calls = mockApi([
      answer(serviceCalls.filterChoices, choices),
      answer(serviceCalls.list, () => page([summary(1), summary(2, 'BARRED')])),
      answer(serviceCalls.bulk, () => ({
        results: [
          { serviceId: summary(1).id, number: summary(1).number, ok: true, code: null },
          { serviceId: summary(2).id, number: summary(2).number, ok: false, code: 'ILLEGAL_STATE' },
        ],
      })),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    // With none chosen, a line tells how to choose rather than offering a run on nothing.
    expect(
      screen.getByText('Choose services with the boxes of the list to act on many at once.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /Bulk action/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose the services of this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run on 2 services' }));
    // Asked first, as one service's suspension is: none is sent before the answer.
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 2 services?' });
    expect(dialog).toHaveTextContent('2 services: the services cannot be used until they are resumed.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('1 of 2 done.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bulk actions' })).toHaveFocus();
    const results = screen.getByRole('list', { name: 'Results per service' });
    expect(within(results).getByText(/040 310 0001: done/)).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'suspend',
      suspensionKind: 'customerSuspend',
      serviceIds: [summary(1).id, summary(2).id],
    });
    expect(within(table).getByRole('checkbox', { name: 'Choose 040 310 0001' })).not.toBeChecked();
  });

  it('keeps the chosen services in a bar below the list, which leads to the bulk actions or clears the choice', async () => {
    mockApi([
      answer(serviceCalls.filterChoices, choices),
      answer(serviceCalls.list, () => page([summary(1), summary(2)])),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    expect(screen.queryByRole('group', { name: 'Chosen services' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose 040 310 0002' }));
    const bar = screen.getByRole('group', { name: 'Chosen services' });
    expect(bar).toHaveTextContent('1 service chosen');
    // After the list in the page's order, where it can stay in sight below the rows.
    expect(table.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose 040 310 0001' }));
    expect(bar).toHaveTextContent('2 services chosen');
    await userEvent.click(within(bar).getByRole('button', { name: 'Choose an action' }));
    expect(screen.getByRole('heading', { name: 'Bulk action on 2 chosen services' })).toHaveFocus();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('group', { name: 'Chosen services' })).not.toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Choose 040 310 0002' })).not.toBeChecked();
    expect(
      screen.getByText('Choose services with the boxes of the list to act on many at once.'),
    ).toBeVisible();
  });

  it('tells a choice over the limit of one run before sending it, and runs it once within', async () => {
    const many = Array.from({ length: BULK_LIMITS.maxServices + 2 }, (_, index) => summary(index + 1));
    const calls = mockApi([
      answer(serviceCalls.filterChoices, choices),
      answer(serviceCalls.list, () => page(many)),
      answer(serviceCalls.bulk, ({ body }) => ({
        results: (body as BulkServiceAction).serviceIds.map((serviceId) => ({
          serviceId,
          number: null,
          ok: true,
          code: null,
        })),
      })),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose the services of this page' }));
    const bulk = screen.getByRole('region', { name: /^Bulk action on 102/ });
    expect(bulk).toHaveTextContent('One run takes at most 100 services. 102 are chosen: leave out 2.');
    expect(within(bulk).getByRole('button', { name: 'Run on 102 services' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: /^Choose .*101$/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /^Choose .*102$/ }));
    expect(bulk).not.toHaveTextContent('One run takes at most');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Run on 100 services' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Suspend 100 services?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('100 of 100 done.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('schedules a bulk termination on one of the termination dates, and moves to any cost centre', async () => {
    const calls = mockApi([
      answer(serviceCalls.filterChoices, () => ({
        costCentres: [
          { id: '00000000-0000-4000-8071-000000000001', name: 'Hallinto' },
          { id: '00000000-0000-4000-8071-000000000009', name: 'Uusi varasto' },
        ],
        payers: [],
      })),
      answer(serviceCalls.list, () => page([summary(1)])),
      answer(serviceCalls.bulk, () => ({
        results: [{ serviceId: summary(1).id, number: summary(1).number, ok: true, code: null }],
      })),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose 040 310 0001' }));
    const bulk = screen.getByRole('region', { name: /^Bulk action on 1/ });
    await userEvent.click(within(bulk).getByRole('button', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Change the cost centre' }));
    await userEvent.click(await within(bulk).findByRole('button', { name: /Cost centre/ }));
    expect(await screen.findByRole('option', { name: 'Uusi varasto' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(bulk).getByRole('button', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terminate' }));
    await userEvent.click(within(bulk).getByRole('radio', { name: 'Scheduled, number waived' }));
    const date = within(bulk).getByRole('button', { name: /Termination date/ });
    expect(date).toHaveTextContent(/\d{1,2}\.\d{1,2}\.\d{4}/);
    await userEvent.click(screen.getByRole('button', { name: 'Run on 1 service' }));
    // Asked once more, naming what ends and when: an ended service cannot be taken back.
    const ask = await screen.findByRole('alertdialog', { name: 'Terminate the service?' });
    expect(ask).toHaveTextContent(
      /^.*1 service: terminated on \d{2}\.\d{2}\.\d{4}, and a terminated service/,
    );
    // What the kind gives up is said too, before it is given.
    expect(ask).toHaveTextContent(
      'The number is given up: it can no longer be transferred to another operator.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('1 of 1 done.')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      terminationType: string;
      terminationDate: string;
    };
    expect(sent.terminationType).toBe('scheduledNumberWaived');
    const weekday = new Date(`${sent.terminationDate}T00:00:00Z`).getUTCDay();
    expect(weekday).not.toBe(0);
    expect(weekday).not.toBe(6);
  });

  /** A 400 of the server with its field errors, as the API answers a refused input. */
  const refusedOn = (fieldErrors: Record<string, string>) =>
    Response.json({ code: 'VALIDATION_ERROR', message: 'Refused.', fieldErrors }, { status: 400 });

  it('tells at the cost centre and at the date why the server refused a bulk action', async () => {
    mockApi([
      answer(serviceCalls.filterChoices, () => ({
        costCentres: [{ id: '00000000-0000-4000-8071-000000000009', name: 'Uusi varasto' }],
        payers: [],
      })),
      answer(serviceCalls.list, () => page([summary(1)])),
      answer(serviceCalls.bulk, ({ body }) =>
        refusedOn(
          (body as { action: string }).action === 'cost-centre'
            ? { costCentreId: 'services.bulk.unknown-cost-centre' }
            : { terminationDate: 'services.bulk.not-a-termination-date' },
        ),
      ),
    ]);
    render('services');
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose 040 310 0001' }));
    const bulk = screen.getByRole('region', { name: /^Bulk action on 1/ });
    await userEvent.click(within(bulk).getByRole('button', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Change the cost centre' }));
    await userEvent.click(await within(bulk).findByRole('button', { name: /Cost centre/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Uusi varasto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run on 1 service' }));
    const centreText = i18n.t('services.bulk.unknown-cost-centre');
    await waitFor(() =>
      expect(within(bulk).getByRole('button', { name: /Cost centre/ })).toHaveAccessibleDescription(
        centreText,
      ),
    );
    expect(within(bulk).queryByText(i18n.t('services.action-failed'))).not.toBeInTheDocument();
    expect(within(bulk).getAllByText(centreText)).toHaveLength(1);

    await userEvent.click(within(bulk).getByRole('button', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terminate' }));
    // Another action: the cost centre's refusal does not follow it there.
    expect(within(bulk).queryByText(centreText)).not.toBeInTheDocument();
    expect(within(bulk).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(bulk).getByRole('radio', { name: 'Scheduled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run on 1 service' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Terminate' }),
    );
    const dateText = i18n.t('services.bulk.not-a-termination-date');
    await waitFor(() =>
      expect(within(bulk).getByRole('button', { name: /Termination date/ })).toHaveAccessibleDescription(
        dateText,
      ),
    );
    expect(within(bulk).queryByText(i18n.t('services.action-failed'))).not.toBeInTheDocument();
  });

  it('offers only the bulk actions the user may run, and none without their rights', async () => {
    mockApi([
      answer(serviceCalls.filterChoices, choices),
      answer(serviceCalls.list, () => page([summary(1)])),
    ]);
    render('services', auroraManagerWith(['ServicesReadService', 'CustomerWriteCostCenter']));
    const table = await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose 040 310 0001' }));
    const bulk = screen.getByRole('region', { name: /^Bulk action on 1/ });
    await userEvent.click(within(bulk).getByRole('button', { name: /Action/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Change the cost centre']);
    cleanup();

    render('services', auroraManagerWith(['ServicesReadService']));
    await screen.findByRole('table', { name: 'Services' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: /^Bulk action/ })).not.toBeInTheDocument();
  });

  it('lists and counts the powers of attorney with their signing state and records the result of a pending one', async () => {
    const pending: PowerOfAttorney = {
      id: '00000000-0000-4000-8095-000000000001',
      serviceId: SERVICE_ID,
      number: '+358403100004',
      holderName: 'Liisa Lupa',
      holderPersonalIdMasked: '131052-****',
      validUntil: '2027-01-31',
      status: 'PENDING',
      createdAt: '2026-11-20T08:00:00.000Z',
      createdByName: 'Maria Manninen',
      decidedAt: null,
      decidedByName: null,
    };
    let current = pending;
    let refused = false;
    const calls = mockApi([
      answer(serviceCalls.poaList, ({ url }) => ({
        items: url.searchParams.get('status') === 'EXPIRED' ? [] : [current],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(serviceCalls.poaResult, () => {
        if (!refused) {
          refused = true;
          return new Response(JSON.stringify({ code: 'POA_SSN_MISMATCH', message: 'not the holder' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }
        current = { ...pending, status: 'SIGNED', decidedAt: '2026-11-26T08:00:00.000Z' };
        return current;
      }),
    ]);
    render('services/poas');
    expect(await screen.findByText('Liisa Lupa', {}, { timeout: 15_000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Powers of attorney' });
    expect(within(list).getByText('Awaiting signature')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Powers of attorney: 1');
    expect(screen.getByRole('search', { name: 'Power of attorney filters' })).toHaveTextContent('Status');
    expect(screen.getByRole('link', { name: '040 310 0004' })).toHaveAttribute(
      'href',
      `/${COMPANY}/services/${SERVICE_ID}`,
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /Personal identity code on the signed paper/ }),
      '010190-123M',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the result' }));
    expect(
      await screen.findByText('The personal identity code is not that of the holder of the number.'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Personal identity code on the signed paper/ });
    await userEvent.clear(field);
    await userEvent.type(field, '131052-308T');
    await userEvent.click(screen.getByRole('button', { name: 'Record the result' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Record the result' })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Powers of attorney' })).getByText('Signed'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      result: 'SIGNED',
      holderPersonalId: '131052-308T',
    });
  });

  it('reads the powers of attorney’s status filter from the address, so a reload keeps it', async () => {
    const calls = mockApi([
      answer(serviceCalls.poaList, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    render('services/poas?status=EXPIRED');
    expect(await screen.findByText('No powers of attorney.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Powers of attorney: 0');
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('EXPIRED');
    const filters = screen.getByRole('search', { name: 'Power of attorney filters' });
    expect(within(filters).getByRole('button', { name: /Status/ })).toHaveTextContent('Expired');
  });

  it('shows the service with its add-ons, barrings and APNs, and suspends it once asked, with If-Match', async () => {
    let current = detail('ACTIVE', 3);
    const calls = mockApi([
      answer(serviceCalls.get, () => current),
      answer(serviceCalls.actions, () => ({
        actions: [current.status === 'ACTIVE' ? ('suspend' as const) : ('resume' as const)],
      })),
      answer(serviceCalls.lifecycle, () => {
        current = detail('BARRED', 4);
        return current;
      }),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    expect(await screen.findByText('EU-datapaketti 10 Gt', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Verkkovierailun esto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'APN connections' })).toBeInTheDocument();
    expect(screen.getByText('internet · public')).toBeInTheDocument();
    expect(screen.getByText('aurora.corp · private')).toBeInTheDocument();
    // Its cost centre and billing agreement lead to their pages.
    expect(screen.getByRole('link', { name: 'Hallinto' })).toHaveAttribute(
      'href',
      `/${COMPANY}/cost-centers/00000000-0000-4000-8071-000000000001`,
    );
    expect(screen.getByRole('link', { name: 'Aurora Logistics Oy' })).toHaveAttribute(
      'href',
      `/${COMPANY}/payers/00000000-0000-4000-8070-000000000001`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Suspend the service?' });
    expect(ask).toHaveTextContent('040 310 0004: the service cannot be used until it is resumed.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.ifMatch).toBe('"3"');
    expect(sent?.body).toEqual({ action: 'suspend', suspensionKind: 'customerSuspend' });
  });

  it('names the cost centre and billing agreement without links for one who may not open their pages', async () => {
    mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: [] })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`, auroraManagerWith(['ServicesReadService']));
    expect(await screen.findByText('Hallinto', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Aurora Logistics Oy')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hallinto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aurora Logistics Oy' })).not.toBeInTheDocument();
  });

  it('leads from a service in use to a fault report about it, for one who may write tickets', async () => {
    mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: [] })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    const report = await screen.findByRole('link', { name: 'Report a fault' }, { timeout: 15_000 });
    const url = new URL(report.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe(`/${COMPANY}/tickets/new`);
    // The tickets area fills in the form from the query, as it does for an invoice's question.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'INCIDENT',
      service: SERVICE_ID,
      subject: 'Fault: 040 310 0004',
      description: 'Service 040 310 0004 (Kaista Mobiili 5G 300M, user Sanna Salminen).\n\nWhat happened:\n',
    });
    cleanup();
    render(
      `services/${SERVICE_ID}`,
      auroraManagerWith(PERMISSIONS.filter((permission) => !permission.startsWith('TicketingWrite'))),
    );
    expect(await screen.findByText('EU-datapaketti 10 Gt', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a fault' })).not.toBeInTheDocument();
  });

  it('lists the support requests about the service, the latest first, and leads to all of them', async () => {
    const ticket = (number: number): TicketSummary => ({
      id: `00000000-0000-4000-8060-${String(number).padStart(12, '0')}`,
      number,
      type: 'INCIDENT',
      urgency: 'normal',
      status: number === 9 ? 'PENDING_CUSTOMER' : 'CLOSED',
      subject: `Vika: 040 310 0004 (${number})`,
      createdByName: 'Maria Manninen',
      createdByOperatorName: null,
      createdAt: '2026-11-20T09:00:00Z',
      updatedAt: '2026-11-20T09:00:00Z',
      assignee: null,
      version: 1,
      details: {},
    });
    const calls = mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: [] })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
      answer(ticketCalls.list, () => ({
        items: [9, 8, 7, 6, 5].map(ticket),
        total: 7,
        totalCapped: false,
        offset: 0,
        pageSize: 5,
      })),
    ]);
    render(`services/${SERVICE_ID}`);
    const requests = await screen.findByRole('region', { name: 'Support requests' }, { timeout: 15_000 });
    const first = await within(requests).findByRole('link', { name: '#9 Vika: 040 310 0004 (9)' });
    expect(first).toHaveAttribute('href', `/${COMPANY}/tickets/00000000-0000-4000-8060-000000000009`);
    expect(first.closest('li')).toHaveTextContent('Waiting for your reply');
    expect(within(requests).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(requests).getByRole('link', { name: 'All 7 support requests about the subscription' }),
    ).toHaveAttribute('href', `/${COMPANY}/tickets?service=${SERVICE_ID}`);
    const asked = calls.find((call) => call.url.pathname.endsWith('/tickets'));
    expect(asked?.url.searchParams.get('service')).toBe(SERVICE_ID);

    cleanup();
    render(
      `services/${SERVICE_ID}`,
      auroraManagerWith(PERMISSIONS.filter((permission) => !permission.startsWith('Ticketing'))),
    );
    expect(await screen.findByText('EU-datapaketti 10 Gt', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support requests' })).not.toBeInTheDocument();
  });

  it('terminates a service only once asked, naming its number and day', async () => {
    const calls = mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['cease' as const] })),
      answer(serviceCalls.terminationDates, () => ({ dates: ['2026-12-14'], fixedTermEnd: null })),
      answer(serviceCalls.lifecycle, () => detail('ACTIVE', 4)),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate' }, { timeout: 15_000 }));
    const ask = await screen.findByRole('alertdialog', { name: 'Terminate the service?' });
    expect(ask).toHaveTextContent('040 310 0004: terminated on 14.12.2026');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('shows a fixed broadband connection without a SIM’s facts and offers no waiving of its number', async () => {
    const broadband: ServiceDetail = {
      ...detail('ACTIVE', 3),
      type: 'broadband',
      numberType: 'FIXED',
      number: 'FBB-100001-00019',
      iccid: null,
      simActivatedAt: null,
    };
    mockApi([
      answer(serviceCalls.get, () => broadband),
      answer(serviceCalls.actions, () => ({ actions: ['cease' as const] })),
      answer(serviceCalls.terminationDates, () => ({ dates: ['2026-12-14'], fixedTermEnd: null })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    expect(await screen.findByRole('button', { name: 'Terminate' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('ICCID (SIM card number)')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Now',
      'Scheduled',
    ]);
  });

  it('tells at the termination date that a scheduled cease needs one, when none is offered', async () => {
    mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['cease' as const] })),
      answer(serviceCalls.terminationDates, () => ({ dates: [], fixedTermEnd: null })),
      answer(serviceCalls.lifecycle, () => refusedOn({ terminationDate: 'validation.cannot-be-empty' })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    const cease = await screen.findByRole('button', { name: 'Terminate' }, { timeout: 15_000 });
    await userEvent.click(cease);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Termination date/ })).toHaveAccessibleDescription(
        i18n.t('validation.cannot-be-empty'),
      ),
    );
    expect(screen.queryByText(i18n.t('services.action-failed'))).not.toBeInTheDocument();
  });

  it('tells an ICCID that is not 19–22 digits at its field and replaces the SIM with one that is', async () => {
    const calls = mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['replace-sim' as const] })),
      answer(serviceCalls.replaceSim, () => detail('ACTIVE', 4)),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    const iccid = await screen.findByRole(
      'textbox',
      { name: 'ICCID (SIM card number)' },
      { timeout: 15_000 },
    );
    expect(iccid).toBeRequired();
    const replace = screen.getByRole('button', { name: 'Replace SIM' });
    await userEvent.click(replace);
    expect(iccid).toHaveAccessibleDescription(expect.stringContaining(i18n.t('validation.cannot-be-empty')));
    await userEvent.type(iccid, '8935 8011 0000');
    await userEvent.click(replace);
    expect(iccid).toHaveAccessibleDescription(expect.stringContaining(i18n.t('validation.iccid')));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // 22 digits in groups of four, as printed on the card: every digit is kept.
    await userEvent.type(iccid, ' 0000 0001 23');
    await userEvent.click(replace);
    expect(await screen.findByText(i18n.t('services.replace-sim.done'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ iccid: '8935801100000000000123' });
  });

  it('activates a SIM through the activation call, not the replacement, and reads the service anew', async () => {
    let activated = false;
    const calls = mockApi([
      answer(serviceCalls.get, () => detail(activated ? 'ACTIVE' : 'NEW', activated ? 4 : 3)),
      answer(serviceCalls.actions, () => ({ actions: activated ? [] : ['activate-sim' as const] })),
      answer(serviceCalls.activateSim, () => {
        activated = true;
        return detail('ACTIVE', 4);
      }),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    const iccid = await screen.findByRole(
      'textbox',
      { name: 'ICCID (SIM card number)' },
      { timeout: 15_000 },
    );
    await userEvent.type(iccid, '8935801100000000000123');
    await userEvent.click(screen.getByRole('button', { name: 'Activate SIM' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Activate SIM' })).not.toBeInTheDocument(),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual([expect.stringMatching(/\/activatesim$/)]);
    expect(posts[0]?.ifMatch).toBe('"3"');
  });

  /** The service's answers with one other package on offer; the change order, once made, in its history. */
  const packageChangeApi = () => {
    const order = {
      id: '00000000-0000-4000-8090-000000000001',
      orderNumber: '4100123',
      orderType: 'CHANGE',
      status: 'SUBMITTED',
      createdAt: '2026-11-25T10:00:00.000Z',
      products: ['Kaista Mobiili 5G 1000M'],
    };
    let history: (typeof order)[] = [];
    const calls = mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['change-package' as const] })),
      answer(serviceCalls.availablePlans, () => ({
        currentCode: 'MOB_5G_300',
        plans: [{ code: 'MOB_5G_1000', name: 'Kaista Mobiili 5G 1000M', monthlyCents: 3490 }],
        changeOnOrder: null,
      })),
      answer(serviceCalls.changePackage, () => {
        history = [order];
        return order;
      }),
      answer(serviceCalls.orders, () => ({ orders: history })),
    ]);
    return { order, orders: () => calls.filter((call) => call.method === 'POST') };
  };

  it('orders a package change only once asked, naming both packages and the new fee', async () => {
    const { order, orders } = packageChangeApi();
    render(`services/${SERVICE_ID}`);
    expect(
      await screen.findByText('No orders for this service.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Change the package' });
    await userEvent.click(await within(panel).findByRole('button', { name: /New package/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Kaista Mobiili 5G 1000M/ }));
    const press = () => userEvent.click(within(panel).getByRole('button', { name: 'Order the change' }));

    await press();
    let ask = await screen.findByRole('alertdialog', { name: 'Order the package change?' });
    expect(ask).toHaveTextContent(
      '040 310 0004: the package Kaista Mobiili 5G 300M (€26.90 / month) changes to Kaista Mobiili 5G 1000M, and the monthly fee is €34.90 / month from then on.',
    );
    expect(orders()).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(orders()).toEqual([]);
    expect(within(panel).getByRole('button', { name: /New package/ })).toHaveTextContent(
      'Kaista Mobiili 5G 1000M',
    );

    await press();
    await screen.findByRole('alertdialog', { name: 'Order the package change?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(orders()).toEqual([]);

    await press();
    ask = await screen.findByRole('alertdialog', { name: 'Order the package change?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Order the change' }));
    expect(await screen.findByText(/Change order 4100123 was made/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      `/${COMPANY}/orders/${order.id}`,
    );
    expect(await screen.findByRole('link', { name: 'Change order 4100123' })).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
    expect(orders()[0]?.ifMatch).toBe('"3"');
    expect(orders()[0]?.body).toEqual({ packageCode: 'MOB_5G_1000' });
  });

  it('chooses no package beforehand and asks for one rather than a change to nothing', async () => {
    const { orders } = packageChangeApi();
    render(`services/${SERVICE_ID}`);
    const panel = await screen.findByRole('region', { name: 'Change the package' }, { timeout: 15_000 });
    const choice = await within(panel).findByRole('button', { name: /New package/ });
    expect(choice).toHaveTextContent('Choose a package');
    await userEvent.click(within(panel).getByRole('button', { name: 'Order the change' }));
    expect(choice).toHaveAccessibleDescription(expect.stringContaining(i18n.t('validation.cannot-be-empty')));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(orders()).toEqual([]);
  });

  it('says when no other package is offered, rather than an empty choice', async () => {
    mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['change-package' as const] })),
      answer(serviceCalls.availablePlans, () => ({
        currentCode: 'MOB_5G_300',
        plans: [],
        changeOnOrder: null,
      })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    expect(
      await screen.findByText('No other package is offered for this service.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order the change' })).not.toBeInTheDocument();
  });

  it('names the package change on order rather than offer another that would be refused', async () => {
    mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['change-package' as const] })),
      answer(serviceCalls.availablePlans, () => ({
        currentCode: 'MOB_5G_300',
        plans: [{ code: 'MOB_5G_1000', name: 'Kaista Mobiili 5G 1000M', monthlyCents: 3490 }],
        changeOnOrder: { id: '00000000-0000-4000-8090-000000000001', orderNumber: '4100123' },
      })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
    ]);
    render(`services/${SERVICE_ID}`);
    expect(
      await screen.findByText(
        /A package change is on order already \(change order 4100123\)/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      `/${COMPANY}/orders/00000000-0000-4000-8090-000000000001`,
    );
    expect(screen.queryByRole('button', { name: 'Order the change' })).not.toBeInTheDocument();
  });

  it('records a power of attorney, explaining a §4 refusal first', async () => {
    let refused = false;
    const calls = mockApi([
      answer(serviceCalls.get, () => detail('ACTIVE', 3)),
      answer(serviceCalls.actions, () => ({ actions: ['poa' as const] })),
      answer(serviceCalls.orders, () => ({ orders: [] })),
      answer(serviceCalls.poaCreate, ({ body }) => {
        if (!refused) {
          refused = true;
          return new Response(JSON.stringify({ code: 'POA_EXPIRED', message: 'passed' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          });
        }
        const form = body as { holderName: string; validUntil: string };
        return {
          id: '00000000-0000-4000-8095-000000000001',
          serviceId: SERVICE_ID,
          number: '+358403100004',
          holderName: form.holderName,
          holderPersonalIdMasked: '131052-****',
          validUntil: form.validUntil,
          status: 'PENDING' as const,
          createdAt: '2026-11-25T10:00:00.000Z',
          createdByName: 'Maria Manninen',
          decidedAt: null,
          decidedByName: null,
        };
      }),
      answer(serviceCalls.poaList, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    render(`services/${SERVICE_ID}`);
    const panel = await screen.findByRole('region', { name: 'Power of attorney' }, { timeout: 15_000 });
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Holder of the number/ }),
      'Pekka Puhelin',
    );
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Personal identity code/ }),
      '131052-308t',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: /Valid until/ }), '31.12.2026');
    await userEvent.tab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the power of attorney' }));
    expect(await within(panel).findByText('The last day of validity has passed.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the power of attorney' }));
    expect(
      await screen.findByText(
        /power of attorney of Pekka Puhelin was recorded as pending, valid until 31\.12\.2026/,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      holderName: 'Pekka Puhelin',
      holderPersonalId: '131052-308T',
      validUntil: '2026-12-31',
    });
  });
});
