import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 the pages of one company user, beside the list of /{companyId}/company/users. */
export const userPageRoutes: RouteObject[] = [
  {
    path: 'new',
    // §9 create-users (zod-free: the route table is in the first load).
    handle: routeHandle({ requirement: { flag: 'create-users' } }),
    lazy: lazyPage(['users', 'company-users'], async () => (await import('./new-user-page')).NewUserPage),
  },
  {
    path: ':userId',
    lazy: lazyPage(
      ['users', 'company-users'],
      async () => (await import('./user-detail-page')).UserDetailPage,
    ),
  },
];
