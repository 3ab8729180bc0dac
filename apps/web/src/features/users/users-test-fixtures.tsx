import type { GroupSummary } from '@kaista/domain/groups';
import type { CompanyUser } from '@kaista/domain/users';
import { renderRoutes, type RenderOptions } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { UserListPage } from './user-list-page';
import { userPageRoutes } from './users-routes';

/** What the users area's page tests share: the company, its manager and the pages mounted as the app does. */
export const COMPANY = '100001';
export const LASKUTUS = '00000000-0000-4000-8000-000000000001';

export const manager = testUser(
  [],
  [
    {
      uid: COMPANY,
      roles: ['ServiceManagerUser'],
      permissions: ['ServicesReadService', 'TicketingReadTicket'],
    },
  ],
);

/** A list answer of one page holding exactly these items. */
const onePage = <T,>(items: T[], pageSize: number) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize,
});

/** The users list's answer (pages of 20) holding exactly these users. */
export const userPage = (items: CompanyUser[]) => onePage(items, 20);

/** A group list answer (the page asks for 100) holding exactly these groups. */
export const groupPage = (items: GroupSummary[]) => onePage(items, 100);

export const usersRoute = {
  path: 'company/users',
  children: [{ index: true, element: <UserListPage /> }, ...userPageRoutes],
};

/** The users pages at `path` under the company's users list, signed in as the manager. */
export const renderUsersAt = (path: string, options: Pick<RenderOptions, 'profile'> = {}) =>
  renderRoutes([{ path: ':companyId', children: [usersRoute] }], `/${COMPANY}/company/users${path}`, {
    user: manager,
    ...options,
  });
