import type { UserInfo } from '@kaista/domain/session';
import { PERMISSIONS, type PermissionName } from '@kaista/domain/shared/roles';
import { renderRoutes } from '../../test/render-routes';
import { ticketsRoutes } from './tickets-routes';

export const COMPANY = '100001';

export function userWith(permissions: readonly PermissionName[]): UserInfo {
  return {
    uid: 'u1',
    firstName: 'Ulla',
    lastName: 'Käyttäjä',
    name: 'Ulla Käyttäjä',
    email: 'user@aurora.example',
    type: 'external',
    roles: [],
    roleFeatures: [],
    organizations: [
      {
        uid: COMPANY,
        name: 'Aurora',
        isUpToDate: true,
        roles: ['ServiceUser'],
        permissions: [...permissions],
      },
    ],
    currentCompanyId: COMPANY,
    impersonatorName: null,
  };
}
export const MANAGER = userWith(PERMISSIONS);
export const READER = userWith(['TicketingReadTicket']);

/** Renders the tickets routes at a path below /{companyId}, signed in as the given user. */
export function renderTickets(path: string, user: UserInfo = MANAGER) {
  return renderRoutes([{ path: ':companyId', children: ticketsRoutes }], `/${COMPANY}/${path}`, { user });
}
