import { reportCalls, type Report, type ReportCatalogue } from '@kaista/domain/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { reportsRoutes } from './reports-routes';

const COMPANY = '100001';

const catalogue = (tableauV3: string | null): ReportCatalogue => ({
  reports: [
    { id: 'subscriptions-by-cost-centre', kind: 'BUILT_IN', url: null },
    { id: 'spend-by-month', kind: 'BUILT_IN', url: null },
    { id: 'tableau-v2', kind: 'TABLEAU_V2', url: null },
    { id: 'tableau-v3', kind: 'TABLEAU_V3', url: tableauV3 },
  ],
});

const byCostCentre: Report = {
  report: 'subscriptions-by-cost-centre',
  title: 'Subscriptions by cost centre',
  period: null,
  columns: [
    { key: 'costCentre', header: 'Cost centre', kind: 'text' },
    { key: 'subscriptions', header: 'Subscriptions', kind: 'count' },
    { key: 'monthlyCents', header: 'Monthly fees in total (EUR)', kind: 'cents' },
  ],
  rows: [
    ['Myynti', 1200, 2_399_00],
    ['No cost centre', 3, 5_97],
  ],
  chart: {
    title: 'Subscriptions by cost centre (largest)',
    categoryHeader: 'Cost centre',
    valueHeader: 'Subscriptions',
    valueKind: 'count',
    bars: [
      { key: 'a', label: 'Myynti', value: 1200 },
      { key: 'none', label: 'No cost centre', value: 3 },
    ],
  },
  categories: [],
};

const priceList: Report = {
  report: 'price-list',
  title: 'Price list',
  period: null,
  columns: [
    { key: 'category', header: 'Category', kind: 'text' },
    { key: 'product', header: 'Product', kind: 'text' },
  ],
  rows: [
    ['Puhelimet', 'Kaista X1'],
    ['Tarvikkeet', 'Laturi'],
  ],
  chart: { ...byCostCentre.chart, title: 'Products by category', bars: [] },
  categories: [
    { code: 'phone', name: 'Puhelimet' },
    { code: 'accessory', name: 'Tarvikkeet' },
  ],
};

const render = (address = `/${COMPANY}/reports`) =>
  renderRoutes([{ path: ':companyId', children: reportsRoutes }], address, {
    user: auroraManagerWith(['ReportsReadReports', 'ReportsReadPricelist']),
  });

describe('reports', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the first report of the catalogue with its chart, read as a table too, and its table', async () => {
    mockApi([
      answer(reportCalls.catalogue, () => catalogue(null)),
      answer(reportCalls.report, () => byCostCentre),
    ]);
    render();
    const nav = await screen.findByRole('navigation', { name: 'Reports' });
    expect(within(nav).getByRole('link', { name: /Subscriptions by cost centre/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const chart = await screen.findByRole('table', { name: 'Subscriptions by cost centre (largest)' });
    expect(within(chart).getByRole('rowheader', { name: 'Myynti' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Subscriptions by cost centre' });
    expect(within(table).getByRole('cell', { name: '€2,399.00' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1,200' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Download Subscriptions by cost centre' })).toBeInTheDocument();
  });

  it('asks a period report for the months chosen in the address', async () => {
    const asked: string[] = [];
    mockApi([
      answer(reportCalls.catalogue, () => catalogue(null)),
      answer(reportCalls.report, (request) => {
        asked.push(
          `${request.params.reportId} ${request.url.searchParams.get('from')} ${request.url.searchParams.get('to')}`,
        );
        return {
          ...byCostCentre,
          report: 'spend-by-month' as const,
          title: 'Spend',
          period: { from: '2026-01', to: '2026-03' },
        };
      }),
    ]);
    render(`/${COMPANY}/reports?report=spend-by-month&from=2026-01&to=2026-03`);
    expect(
      await screen.findByRole('heading', { name: 'Spend by month and service type' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Spend' });
    expect(asked).toEqual(['spend-by-month 2026-01 2026-03']);
  });

  it('keeps the price list’s category filter shut until the categories come, and keeps them while it filters', async () => {
    const held: Array<() => void> = [];
    const asked: Array<string | null> = [];
    mockApi([
      answer(reportCalls.catalogue, () => ({
        reports: [{ id: 'price-list' as const, kind: 'BUILT_IN' as const, url: null }],
      })),
      answer(reportCalls.report, async ({ url }) => {
        asked.push(url.searchParams.get('category'));
        await new Promise<void>((resolve) => held.push(resolve));
        return {
          ...priceList,
          rows: priceList.rows.filter((row) => !asked.at(-1) || row[0] === 'Puhelimet'),
        };
      }),
    ]);
    render(`/${COMPANY}/reports?report=price-list`);
    const filter = await screen.findByRole('button', { name: /Category/ });
    expect(filter).toBeDisabled();
    held.shift()?.();
    await waitFor(() => expect(filter).toBeEnabled());
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Puhelimet' }));
    await waitFor(() => expect(asked).toEqual([null, 'phone']));
    // While the filtered price list loads, the last one stays, marked busy; the choice stays shown and the
    // other categories stay offered.
    const region = screen.getByRole('region', { name: 'Price list of the agreement' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(filter).toHaveTextContent('Puhelimet');
    await userEvent.click(filter);
    expect(await screen.findByRole('option', { name: 'Tarvikkeet' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    held.shift()?.();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Price list' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('explains a viewer report that is not set up, and embeds one that is', async () => {
    mockApi([
      answer(reportCalls.catalogue, () => catalogue('https://tableau.kaista.example/views/aurora')),
      answer(reportCalls.report, () => byCostCentre),
    ]);
    render(`/${COMPANY}/reports?report=tableau-v2`);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The Tableau (v2) reports are not in use in this service',
    );
    await userEvent.click(screen.getByRole('link', { name: /Tableau reports \(v3\)/ }));
    const frame = await screen.findByTitle('Tableau reports (v3)');
    expect(frame).toHaveAttribute('src', 'https://tableau.kaista.example/views/aurora');
    expect(screen.getByRole('link', { name: 'Open the report in a new window' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
