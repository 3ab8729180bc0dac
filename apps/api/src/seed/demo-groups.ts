import type { PermissionName, RoleName } from '@kaista/domain/shared/roles';
import { expandPermissions } from '@kaista/domain/shared/roles';
import type { Database } from '../db/client';
import { companyGroupMembers, companyGroups } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_USER_ID_KIND } from './demo-users';

/** Groups of the demo: kind 92 of the demo ids (the operator's templates first). */
export const DEMO_GROUP_ID_KIND = 92;
const NO_COMPANY = '0';

const member = (index: number) => demoUuid(DEMO_USER_ID_KIND, index);
const READS: PermissionName[] = ['ServicesReadService', 'ServicesReadServiceList', 'OrdersReadOrder'];

interface DemoGroup {
  companyId: string;
  kind: 'permission' | 'authorization';
  name: string;
  roles?: RoleName[];
  permissions: PermissionName[];
  /** Indexes of DEMO_USERS (1-based); none of them is a persona, whose rights the README fixes. */
  members?: number[];
}

/**
 * The operator's templates (company 0) and a few groups per demo company, with members among the company's
 * users (demo-users.ts).
 */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    companyId: NO_COMPANY,
    kind: 'permission',
    name: 'Peruskäyttäjä',
    permissions: [...READS, 'TicketingReadTicket'],
  },
  {
    companyId: NO_COMPANY,
    kind: 'permission',
    name: 'Laskujen käsittelijä',
    permissions: ['InvoicingReadInvoice', 'CustomerReadPayer', 'CustomerReadCostCenter'],
  },
  {
    companyId: NO_COMPANY,
    kind: 'permission',
    name: 'Tilaaja',
    permissions: ['FECompositeWriteOrder', ...READS],
  },
  {
    companyId: DEMO_COMPANY.aurora,
    kind: 'permission',
    name: 'Laskutus',
    permissions: ['InvoicingReadInvoice', 'CustomerReadPayer', 'CustomerReadCostCenter'],
    members: [2],
  },
  {
    companyId: DEMO_COMPANY.aurora,
    kind: 'permission',
    name: 'Tukipyyntöjen käsittelijät',
    permissions: ['TicketingReadTicket', 'TicketingWriteTicket'],
    members: [1, 6],
  },
  {
    companyId: DEMO_COMPANY.aurora,
    kind: 'authorization',
    name: 'Helsingin toimisto',
    permissions: ['OrdersRequestOrderRequest'],
    members: [3, 4, 5],
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    kind: 'permission',
    name: 'Asiakaspalvelutiimi',
    permissions: ['TicketingReadTicket', 'TicketingWriteTicket', 'CustomerReadContact'],
    members: [8],
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    kind: 'authorization',
    name: 'Oulun toimisto',
    permissions: ['OrdersRequestOrderRequest'],
    members: [9],
  },
  {
    companyId: DEMO_COMPANY.kettu,
    kind: 'permission',
    name: 'Myyjät',
    permissions: ['PartnerPortal'],
    members: [10],
  },
  {
    companyId: DEMO_COMPANY.kettu,
    kind: 'authorization',
    name: 'Myymälä Tampere',
    permissions: ['PartnerPortal'],
    members: [10],
  },
];

export async function seedGroups(db: Database): Promise<void> {
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const id = demoUuid(DEMO_GROUP_ID_KIND, index + 1);
    const { companyId, kind, name } = group;
    await db.insert(companyGroups).values({
      companyId,
      id,
      kind,
      name,
      roles: group.roles ?? [],
      permissions: expandPermissions(group.permissions),
    });
    for (const userIndex of group.members ?? [])
      await db.insert(companyGroupMembers).values({ companyId, groupId: id, userId: member(userIndex) });
  }
}
