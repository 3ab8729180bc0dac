import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /{companyId}/documents and one document's page, relative to /{companyId}. */
export const documentsRoutes: RouteObject[] = [
  {
    path: 'documents',
    handle: routeHandle({ menuEntry: 'documents' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['documents'], async () => (await import('./documents-page')).DocumentsPage),
      },
      {
        path: ':documentId',
        lazy: lazyPage(['documents'], async () => (await import('./document-page')).DocumentPage),
      },
    ],
  },
];

export const documentsArea: Area = { companyRoutes: documentsRoutes };
