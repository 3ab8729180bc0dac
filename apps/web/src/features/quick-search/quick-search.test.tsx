import { documentCalls, type Document } from '@kaista/domain/documents';
import { assetCalls, serviceCalls, type AssetSummary, type ServiceSummary } from '@kaista/domain/services';
import { ticketCalls, type TicketSummary } from '@kaista/domain/tickets';
import { userCalls } from '@kaista/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith, testUser } from '../../test/test-users';
import { QuickSearchHeaderItem } from './quick-search-header-item';

const SERVICE_ID = '00000000-0000-4000-8080-000000100001';
const service: ServiceSummary = {
  id: SERVICE_ID,
  number: '+358403100001',
  numberType: 'VOICE_POSTPAID',
  type: 'mobile',
  status: 'ACTIVE',
  suspensionKind: null,
  iccid: '89358011000000000001',
  userName: 'Maria Manninen',
  packageName: 'Kaista Mobiili 5G 300M',
  costCentre: null,
  payer: null,
  contractStart: '2024-01-01',
  fixedTermEnd: null,
  scheduledTermination: null,
};
const ticket: TicketSummary = {
  id: '00000000-0000-4000-8000-000000000007',
  number: 7,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'ACCEPTED',
  subject: 'Liittymä 0403100001 ei toimi',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T10:30:00Z',
  assignee: null,
  version: 1,
  details: {},
};
const asset: AssetSummary = {
  id: '00000000-0000-4000-8081-000000100001',
  imei: '353916110000017',
  serialNumber: 'PH1000104729',
  productCode: 'PH-IP16-128-BK',
  productName: 'Apple iPhone 16 128 Gt musta',
  productGroup: 'mobile-phones',
  status: 'IN USE',
  userName: 'Maria Manninen',
  service: null,
  purchasedOn: '2025-03-01',
  warrantyEnd: '2027-03-01',
};
const contract: Document = {
  id: '00000000-0000-4000-8151-000000000001',
  folderId: '00000000-0000-4000-8150-000000000001',
  name: 'Palvelusopimus.pdf',
  description: 'Yritysasiakkaan palvelusopimus',
  fileType: 'pdf',
  sizeBytes: 2048,
  category: 'CONTRACT',
  validUntil: '2027-03-31',
  publishedByOperator: true,
  currentVersion: 2,
  updatedAt: '2025-03-28T10:30:00Z',
  updatedByName: 'Daniel Koordinaattori',
  version: 1,
};
const pageOf = <T,>(items: T[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 5,
});

const serviceUserWith = (permissions: string[]) =>
  testUser([], [{ uid: '100001', roles: ['ServiceUser'], permissions }]);

function renderHeader(user: ReturnType<typeof testUser>) {
  const calls = mockApi([
    answer(serviceCalls.search, () => ({ hits: [service] })),
    answer(ticketCalls.list, () => pageOf([ticket])),
    answer(userCalls.list, () => pageOf([])),
    answer(documentCalls.list, () => pageOf([contract])),
    answer(assetCalls.search, ({ url }) => ({
      hits: url.searchParams.get('q') === asset.imei ? [asset] : [],
    })),
  ]);
  renderRoutes(
    [
      { path: '/:companyId/home', element: <QuickSearchHeaderItem companyId="100001" /> },
      { path: '/:companyId/services/:serviceId', element: <p>the service page</p> },
      { path: '/:companyId/tickets', element: <p>the ticket list</p> },
      { path: '/:companyId/assets/:assetId', element: <p>the asset page</p> },
      { path: '/:companyId/documents/:documentId', element: <p>the document page</p> },
    ],
    '/100001/home',
    { user },
  );
  return calls;
}

describe('the header search', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens with "/", searches only the lists the user may read, and opens a hit by keyboard', async () => {
    const calls = renderHeader(auroraManagerWith(['ServicesReadService', 'TicketingReadTicket']));
    await userEvent.keyboard('/');
    const field = await screen.findByRole('combobox', { name: /Search for a number/ }, { timeout: 15_000 });
    await userEvent.type(field, '0403100001');

    const services = await screen.findByRole('group', { name: 'Services' });
    expect(within(services).getByRole('option', { name: /040 310 0001/ })).toHaveTextContent(
      'Maria Manninen',
    );
    expect(screen.getByRole('group', { name: /Support requests|Tickets/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results'));
    const searched = calls.map((call) => call.url.pathname);
    expect(searched).toContain('/api/businesses/100001/search/services');
    expect(searched.some((path) => /orders|invoices2/.test(path))).toBe(false);
    const servicesCall = calls.find((call) => call.url.pathname.endsWith('/search/services'));
    expect(servicesCall?.url.searchParams.get('q')).toBe('0403100001');
    expect(servicesCall?.url.searchParams.get('hits')).toBe('5');

    expect(field).toHaveAttribute('aria-activedescendant', expect.stringContaining(SERVICE_ID));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('the service page')).toBeInTheDocument();
  });

  it('finds a device by its IMEI among the assets when the user may read the service list', async () => {
    const calls = renderHeader(auroraManagerWith(['ServicesReadService', 'ServicesReadServiceList']));
    await userEvent.keyboard('/');
    await userEvent.type(await screen.findByRole('combobox', {}, { timeout: 15_000 }), asset.imei!);
    const assets = await screen.findByRole('group', { name: 'Assets' });
    const hit = within(assets).getByRole('option', { name: /Apple iPhone 16/ });
    expect(hit).toHaveTextContent(`${asset.imei} · Maria Manninen`);
    expect(
      calls.find((call) => call.url.pathname.endsWith('/search/assets'))?.url.searchParams.get('hits'),
    ).toBe('5');
    await userEvent.click(hit);
    expect(await screen.findByText('the asset page')).toBeInTheDocument();
  });

  it('finds documents by a word of their name or description, and asks only once a word has three characters', async () => {
    const calls = renderHeader(serviceUserWith(['DocumentsReadDocument']));
    const searchedDocuments = () =>
      calls.filter((call) => call.url.pathname === '/api/businesses/100001/documents');
    await userEvent.click(screen.getByRole('button', { name: 'Quick search' }));
    const field = await screen.findByRole('combobox', { name: /or document/ }, { timeout: 15_000 });
    await userEvent.type(field, 'pa');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found'));
    expect(searchedDocuments()).toHaveLength(0);

    await userEvent.type(field, 'lvelusopimus');
    const documents = await screen.findByRole('group', { name: 'Documents' });
    const hit = within(documents).getByRole('option', { name: /Palvelusopimus\.pdf/ });
    expect(hit).toHaveTextContent('Yritysasiakkaan palvelusopimus · 28.03.2025');
    expect(searchedDocuments().at(-1)?.url.searchParams.get('q')).toBe('palvelusopimus');
    expect(searchedDocuments().at(-1)?.url.searchParams.get('pageSize')).toBe('5');
    await userEvent.click(hit);
    expect(await screen.findByText('the document page')).toBeInTheDocument();
  });

  it('asks only the lists whose search takes words that long, so no group reads as failed', async () => {
    const calls = renderHeader(auroraManagerWith(['ServicesReadService', 'OrdersReadOrder']));
    await userEvent.keyboard('/');
    const field = await screen.findByRole('combobox', {}, { timeout: 15_000 });
    const words = 'Kaista Mobiili 5G 300M, Maria Manninen, Tampere';
    expect(words.length).toBeGreaterThan(40);
    await userEvent.click(field);
    await userEvent.paste(words);
    expect(await screen.findByRole('group', { name: 'Services' })).toBeInTheDocument();
    const searched = calls.map((call) => call.url.pathname);
    expect(searched).toContain('/api/businesses/100001/search/services');
    expect(searched.some((path) => path.includes('orders'))).toBe(false);
    expect(screen.queryByText(/could not be searched|failed/i)).not.toBeInTheDocument();
  });

  it('leads from a group to its whole list filtered by the same words', async () => {
    renderHeader(serviceUserWith(['TicketingReadTicket']));
    await userEvent.click(screen.getByRole('button', { name: 'Quick search' }));
    await userEvent.type(await screen.findByRole('combobox', {}, { timeout: 15_000 }), 'ei toimi');
    await userEvent.click(await screen.findByRole('option', { name: /All results in/ }));
    expect(await screen.findByText('the ticket list')).toBeInTheDocument();
  });

  it('is not offered to someone whose menu has none of its lists', () => {
    renderHeader(serviceUserWith([]));
    expect(screen.queryByRole('button', { name: 'Quick search' })).not.toBeInTheDocument();
  });
});
