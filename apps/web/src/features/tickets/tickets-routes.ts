import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

const handle = (menuEntry: string, titleKey: string): RouteHandle => ({ menuEntry, titleKey });

/** §2 tickets, relative to /{companyId}: the list, the new-ticket form and one ticket. */
export const ticketsRoutes: RouteObject[] = [
  {
    path: 'tickets',
    handle: handle('tickets', 'shell.nav.tickets'),
    children: [
      {
        index: true,
        lazy: lazyPage(['tickets'], async () => (await import('./ticket-list-page')).TicketListPage),
      },
      {
        path: 'new',
        handle: handle('new-ticket', 'shell.nav.new-ticket'),
        lazy: lazyPage(['tickets'], async () => (await import('./new-ticket-page')).NewTicketPage),
      },
      {
        path: ':ticketId',
        handle: { titleKey: 'shell.pages.ticket' } satisfies RouteHandle,
        lazy: lazyPage(['tickets'], async () => (await import('./ticket-detail-page')).TicketDetailPage),
      },
    ],
  },
];
