import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

const NAMESPACES = ['groups', 'users', 'company-users'] as const;
const groupPage = (kind: 'permission' | 'authorization') =>
  lazyPage(NAMESPACES, async () => {
    const pages = await import('./group-page');
    return kind === 'permission' ? pages.PermissionGroupPage : pages.UserGroupPage;
  });

/** §2 /{companyId}/company/groups with /groups/usergroup/{id}, /groups/permissiongroup/{id} and /new for each. */
export const companyGroupsRoute: RouteObject = {
  path: 'company/groups',
  handle: routeHandle({
    menuEntry: 'users-and-groups',
    // The menu entry's roles, and the §9 flag of groups (zod-free: the route table is in the first load).
    requirement: { flag: 'groups' },
  }),
  children: [
    {
      index: true,
      lazy: lazyPage(NAMESPACES, async () => (await import('./group-list-page')).GroupListPage),
    },
    ...(['permission', 'authorization'] as const).flatMap((kind) => {
      const segment = kind === 'permission' ? 'permissiongroup' : 'usergroup';
      const param = kind === 'permission' ? ':permissionGroupId' : ':userGroupId';
      return [
        {
          path: `${segment}/new`,
          handle: routeHandle({ requirement: { flag: 'create-groups' } }),
          lazy: groupPage(kind),
        },
        {
          path: `${segment}/${param}`,
          lazy: groupPage(kind),
        },
      ];
    }),
  ],
};

/** §2 /{companyId}/company/permissions: the company-level user rights, DC and CC only. */
export const companyPermissionsRoute: RouteObject = {
  path: 'company/permissions',
  handle: routeHandle({ menuEntry: 'user-rights' }),
  lazy: lazyPage(NAMESPACES, async () => (await import('./company-permissions-page')).CompanyPermissionsPage),
};

/** §2 /0/admintools/permissions: the super admin's permission catalogue. */
export const adminPermissionsRoute: RouteObject = {
  path: 'admintools/permissions',
  handle: routeHandle({ menuEntry: 'admin-tools' }),
  children: [
    {
      index: true,
      lazy: lazyPage(NAMESPACES, async () => (await import('./admin-permissions-page')).AdminPermissionsPage),
    },
    // One of the operator's permission group templates, and a new one.
    ...['templates/new', 'templates/:templateId'].map((path) => ({
      path,
      lazy: lazyPage(NAMESPACES, async () => (await import('./template-page')).TemplatePage),
    })),
  ],
};

export const groupsArea: Area = {
  companyRoutes: [companyGroupsRoute, companyPermissionsRoute],
  operatorRoutes: [adminPermissionsRoute],
};
