import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-handle';

const handle = (menuEntry: string, titleKey: string): RouteHandle => ({ menuEntry, titleKey });

/** §2 tickets, relative to /{companyId}: the list, the new-ticket form and one ticket. */
export const ticketsRoutes: RouteObject[] = [
  {
    path: 'tickets',
    handle: handle('tickets', 'nav.tickets'),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./ticket-list-page')).TicketListPage }) },
      {
        path: 'new',
        handle: handle('new-ticket', 'nav.new-ticket'),
        lazy: async () => ({ Component: (await import('./new-ticket-page')).NewTicketPage }),
      },
      {
        path: ':ticketId',
        handle: { titleKey: 'pages.ticket' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./ticket-detail-page')).TicketDetailPage }),
      },
    ],
  },
];
