import { createHash } from 'node:crypto';
import {
  expandPermissions,
  PERMISSIONS,
  type PermissionName,
  type RoleName,
} from '@kaista/domain/shared/roles';
import type { Database } from '../db/client';
import { companyMemberships, userProfiles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_COMPANY, DEMO_PASSWORD, demoUuid } from './demo-ids';

interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  globalRoles?: RoleName[];
  memberships?: { companyId: string; roles: RoleName[]; permissions: readonly PermissionName[] }[];
  defaultCompanyId?: string;
  twoFactorMethod?: 'SMS';
  phone?: string;
}

const EVERY_PERMISSION = PERMISSIONS;
const USER_READS: PermissionName[] = [
  'ServicesReadService',
  'ServicesReadServiceList',
  'OrdersReadOrder',
  'TicketingReadTicket',
];
const managerOf = (companyId: string) => ({
  companyId,
  roles: ['ServiceManagerUser' as const],
  permissions: EVERY_PERMISSION,
});

/** The personas of the README: every role the portal distinguishes, all with the one demo password. */
export const DEMO_PERSONAS: Persona[] = [
  { email: 'dc@kaista.example', firstName: 'Daniel', lastName: 'Koordinaattori', globalRoles: ['DCUser'] },
  { email: 'cc@kaista.example', firstName: 'Cecilia', lastName: 'Asiakaspalvelu', globalRoles: ['CCUser'] },
  {
    email: 'admin@kaista.example',
    firstName: 'Aino',
    lastName: 'Ylläpito',
    globalRoles: ['SuperAdmin', 'DCUser'],
  },
  { email: 'mu@kaista.example', firstName: 'Mikko', lastName: 'Kumppanimyynti', globalRoles: ['DNAMUUSER'] },
  {
    email: 'manager@aurora.example',
    firstName: 'Maria',
    lastName: 'Manninen',
    memberships: [managerOf(DEMO_COMPANY.aurora), managerOf(DEMO_COMPANY.pohjola)],
    defaultCompanyId: DEMO_COMPANY.aurora,
  },
  {
    email: 'user@aurora.example',
    firstName: 'Ulla',
    lastName: 'Käyttäjä',
    memberships: [{ companyId: DEMO_COMPANY.aurora, roles: ['ServiceUser'], permissions: USER_READS }],
    defaultCompanyId: DEMO_COMPANY.aurora,
  },
  {
    email: 'employee@aurora.example',
    firstName: 'Eero',
    lastName: 'Työntekijä',
    memberships: [
      // §4/§6: WRITE_MY_ORDER_REQUESTS, stored expanded: builds a cart and sends it as an order request.
      {
        companyId: DEMO_COMPANY.aurora,
        roles: ['EmployeeUser'],
        permissions: expandPermissions(['FECompositeWriteMyOrderRequests']) as PermissionName[],
      },
    ],
    defaultCompanyId: DEMO_COMPANY.aurora,
  },
  {
    email: 'sms@aurora.example',
    firstName: 'Sanna',
    lastName: 'Salminen',
    memberships: [managerOf(DEMO_COMPANY.aurora), managerOf(DEMO_COMPANY.pohjola)],
    defaultCompanyId: DEMO_COMPANY.aurora,
    twoFactorMethod: 'SMS',
    phone: '+358401234567',
  },
  {
    email: 'rep@kettu.example',
    firstName: 'Riikka',
    lastName: 'Edustaja',
    memberships: [{ companyId: DEMO_COMPANY.kettu, roles: ['REPMAINUSER'], permissions: ['PartnerPortal'] }],
    defaultCompanyId: DEMO_COMPANY.kettu,
  },
  {
    email: 'repend@kettu.example',
    firstName: 'Roope',
    lastName: 'Myyjä',
    memberships: [{ companyId: DEMO_COMPANY.kettu, roles: ['REPENDUSER'], permissions: ['PartnerPortal'] }],
    defaultCompanyId: DEMO_COMPANY.kettu,
  },
];

/** The salt comes from the e-mail address so that the same seed gives the same rows every time. */
const deterministicSalt = (email: string) =>
  createHash('sha256').update(`kaista-demo:${email}`).digest().subarray(0, 16);

export async function seedPersonas(db: Database): Promise<void> {
  for (const [index, persona] of DEMO_PERSONAS.entries()) {
    const id = demoUuid(1, index + 1);
    await db.insert(users).values({
      id,
      email: persona.email,
      firstName: persona.firstName,
      lastName: persona.lastName,
      passwordHash: await hashPassword(DEMO_PASSWORD, deterministicSalt(persona.email)),
      twoFactorMethod: persona.twoFactorMethod ?? 'PASSWORD',
      phone: persona.phone ?? null,
      type: persona.globalRoles ? 'internal' : 'external',
      globalRoles: persona.globalRoles ?? [],
    });
    for (const membership of persona.memberships ?? []) {
      await db
        .insert(companyMemberships)
        .values({ userId: id, ...membership, permissions: [...membership.permissions] });
    }
    if (persona.defaultCompanyId)
      await db.insert(userProfiles).values({ userId: id, defaultCompanyId: persona.defaultCompanyId });
  }
}
