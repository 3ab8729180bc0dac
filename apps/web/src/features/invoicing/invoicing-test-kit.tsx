import type { UserInfo } from '@kaista/domain/session';
import { PERMISSIONS, type PermissionName } from '@kaista/domain/shared/roles';
import { renderRoutes } from '../../test/render-routes';
import { invoicingRoutes } from './invoicing-routes';

export const COMPANY = '100001';

export function userWith(permissions: readonly PermissionName[]): UserInfo {
  return {
    uid: 'u1',
    firstName: 'Maria',
    lastName: 'Manninen',
    name: 'Maria Manninen',
    email: 'manager@aurora.example',
    type: 'external',
    roles: [],
    roleFeatures: [],
    organizations: [
      {
        uid: COMPANY,
        name: 'Aurora',
        isUpToDate: true,
        roles: ['ServiceManagerUser'],
        permissions: [...permissions],
      },
    ],
    currentCompanyId: COMPANY,
    impersonatorName: null,
  };
}
export const MANAGER = userWith(PERMISSIONS);
export const PAYER_READER = userWith(['CustomerReadPayer']);

/** Renders the area's routes at a path below /{companyId}, signed in as the given user. */
export function renderInvoicing(path: string, user: UserInfo = MANAGER) {
  return renderRoutes([{ path: ':companyId', children: invoicingRoutes }], `/${COMPANY}/${path}`, { user });
}
