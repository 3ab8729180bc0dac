import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 tickets, relative to /{companyId}: the list, the new-ticket form and one ticket. */
export const ticketsRoutes: RouteObject[] = [
  {
    path: 'tickets',
    handle: routeHandle({ menuEntry: 'tickets' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['tickets'], async () => (await import('./ticket-list-page')).TicketListPage),
      },
      {
        path: 'new',
        handle: routeHandle({ menuEntry: 'new-ticket' }),
        lazy: lazyPage(['tickets'], async () => (await import('./new-ticket-page')).NewTicketPage),
      },
      {
        path: ':ticketId',
        lazy: lazyPage(['tickets'], async () => (await import('./ticket-detail-page')).TicketDetailPage),
      },
    ],
  },
];

/** /0/tickets: the desk's queue across companies, relative to /0. */
export const ticketQueueRoutes: RouteObject[] = [
  {
    path: 'tickets',
    handle: routeHandle({ menuEntry: 'ticket-queue' }),
    lazy: lazyPage(['tickets'], async () => (await import('./ticket-queue-page')).TicketQueuePage),
  },
];

/** Tickets: the company's list, form and page, and the desk's queue below /0. */
export const ticketsArea: Area = {
  companyRoutes: ticketsRoutes,
  operatorRoutes: ticketQueueRoutes,
};
