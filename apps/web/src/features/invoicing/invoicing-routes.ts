import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 invoices, billing agreements and cost centres, relative to /{companyId}. */
export const invoicingRoutes: RouteObject[] = [
  {
    path: 'invoices',
    handle: routeHandle({ menuEntry: 'invoices' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['invoicing'], async () => (await import('./invoice-list-page')).InvoiceListPage),
      },
      {
        path: ':invoiceId',
        lazy: lazyPage(['invoicing'], async () => (await import('./invoice-page')).InvoicePage),
      },
    ],
  },
  {
    path: 'payers',
    // Each page names its own entry: whoever may add a billing agreement need not read the others (§6).
    children: [
      {
        index: true,
        handle: routeHandle({ menuEntry: 'payers' }),
        lazy: lazyPage(['invoicing'], async () => (await import('./payer-list-page')).PayerListPage),
      },
      {
        path: 'new',
        handle: routeHandle({ menuEntry: 'new-payer' }),
        lazy: lazyPage(['invoicing'], async () => (await import('./new-payer-page')).NewPayerPage),
      },
      {
        path: ':payerId',
        handle: routeHandle({ menuEntry: 'payers' }),
        lazy: lazyPage(['invoicing'], async () => (await import('./payer-page')).PayerPage),
      },
    ],
  },
  {
    path: 'cost-centers',
    handle: routeHandle({ menuEntry: 'cost-centers' }),
    children: [
      {
        index: true,
        lazy: lazyPage(
          ['invoicing'],
          async () => (await import('./cost-centre-list-page')).CostCentreListPage,
        ),
      },
      {
        path: 'new',
        handle: routeHandle({ menuEntry: 'new-cost-center' }),
        lazy: lazyPage(['invoicing'], async () => (await import('./new-cost-centre-page')).NewCostCentrePage),
      },
      {
        path: ':costPoolId',
        lazy: lazyPage(['invoicing'], async () => (await import('./cost-centre-page')).CostCentrePage),
      },
    ],
  },
];

export const invoicingArea: Area = { companyRoutes: invoicingRoutes };
