import { IMPERSONATOR_ROLES, meetsRoleRequirement } from '@kaista/domain/shared/roles';
import type { RouteObject } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useSessionUser } from '../../lib/session/use-session-user';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';
import { userPageRoutes } from '../../features/users/users-routes';

/** The users list with impersonation's "act as" on each row, for the staff who may act (§4, §6). */
async function loadUserList() {
  const [{ UserListPage }, { ActAsButton }] = await Promise.all([
    import('../../features/users/user-list-page'),
    import('../../features/impersonation/act-as-button'),
  ]);
  return function CompanyUsersPage() {
    const { user } = useSessionUser();
    const companyId = useCompanyId();
    const mayAct = meetsRoleRequirement(user, IMPERSONATOR_ROLES, companyId);
    return <UserListPage rowAction={mayAct ? (row) => <ActAsButton user={row} /> : undefined} />;
  };
}

/** §2 /{companyId}/company/users: the list (index), a new user and one user, relative to /{companyId}. */
export const companyUsersRoute: RouteObject = {
  path: 'company/users',
  handle: routeHandle({
    menuEntry: 'users-and-groups',
    // The menu entry's roles, and the §9 flag of the users calls (zod-free: the route table is in the first load).
    requirement: { flag: 'users' },
  }),
  children: [
    { index: true, lazy: lazyPage(['users', 'company-users', 'impersonation'], loadUserList) },
    ...userPageRoutes,
  ],
};
