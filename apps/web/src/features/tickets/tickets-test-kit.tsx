import type { ServiceDetail } from '@kaista/domain/services';
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

/** A mobile subscription of the company, as the services' detail answers it: one a ticket can be about. */
export const subscription = (n: number, userName: string): ServiceDetail => ({
  id: `00000000-0000-4000-8080-00000010000${n}`,
  number: `+35840310000${n}`,
  numberType: 'VOICE_POSTPAID',
  type: 'mobile',
  status: 'ACTIVE',
  suspensionKind: null,
  iccid: null,
  userName,
  packageName: 'Kaista Mobiili 5G 300M',
  costCentre: null,
  payer: null,
  contractStart: '2024-01-01',
  fixedTermEnd: null,
  scheduledTermination: null,
  packageCode: 'MOB_5G_300',
  monthlyPriceCents: 2690,
  addOns: [],
  barrings: [],
  apns: [],
  terminationKind: null,
  endedOn: null,
  simActivatedAt: null,
  version: 1,
});
