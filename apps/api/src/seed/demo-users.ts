import { createHash } from 'node:crypto';
import type { PermissionName, RoleName } from '@kaista/domain/shared/roles';
import type { Database } from '../db/client';
import { companyMemberships, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_COMPANY, DEMO_PASSWORD, demoUuid } from './demo-ids';

/** Users of the demo companies beside the personas: kind 91 of the demo ids. */
export const DEMO_USER_ID_KIND = 91;

const READS: PermissionName[] = ['ServicesReadService', 'ServicesReadServiceList', 'OrdersReadOrder'];
const INVOICES: PermissionName[] = ['InvoicingReadInvoice', 'CustomerReadPayer', 'CustomerReadCostCenter'];
const TICKETS: PermissionName[] = ['TicketingReadTicket', 'TicketingWriteTicket'];

type DemoUser = [firstName: string, lastName: string, company: string, role: RoleName, PermissionName[]];

/** The people a company administrator manages in the demo: a small office's worth per company. */
export const DEMO_USERS: readonly DemoUser[] = [
  ['Jukka', 'Lehtonen', DEMO_COMPANY.aurora, 'ServiceUser', [...READS, ...TICKETS]],
  ['Satu', 'Nieminen', DEMO_COMPANY.aurora, 'ServiceUser', [...READS, ...INVOICES]],
  ['Timo', 'Mäkelä', DEMO_COMPANY.aurora, 'EmployeeUser', ['OrdersRequestOrderRequest']],
  ['Anna', 'Laine', DEMO_COMPANY.aurora, 'EmployeeUser', ['OrdersRequestOrderRequest']],
  ['Pekka', 'Järvinen', DEMO_COMPANY.aurora, 'OrdererUser', ['FECompositeWriteOrder', ...READS]],
  ['Mikko', 'Koskinen', DEMO_COMPANY.aurora, 'ServiceUser', READS],
  ['Heidi', 'Rantanen', DEMO_COMPANY.aurora, 'MobileServiceUser', ['ServicesReadService', 'ServicesReadPuk']],
  ['Kaisa', 'Virtanen', DEMO_COMPANY.pohjola, 'ServiceUser', [...READS, ...TICKETS]],
  ['Olli', 'Hämäläinen', DEMO_COMPANY.pohjola, 'EmployeeUser', ['OrdersRequestOrderRequest']],
  ['Jari', 'Lindqvist', DEMO_COMPANY.kettu, 'REPENDUSER', ['PartnerPortal']],
];

const emailOf = (first: string, last: string, company: string) => {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  const domain = { [DEMO_COMPANY.aurora]: 'aurora', [DEMO_COMPANY.pohjola]: 'pohjola' }[company] ?? 'kettu';
  return `${plain(first)}.${plain(last)}@${domain}.example`;
};

export async function seedCompanyUsers(db: Database): Promise<void> {
  const salt = createHash('sha256').update('kaista-demo:company-users').digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt);
  for (const [index, [firstName, lastName, companyId, role, permissions]] of DEMO_USERS.entries()) {
    const id = demoUuid(DEMO_USER_ID_KIND, index + 1);
    const email = emailOf(firstName, lastName, companyId);
    // A mobile number each, so that an administrator can switch them to SMS codes (§7 authentication).
    const phone = `+35840${String(7_100_001 + index)}`;
    await db.insert(users).values({ id, email, firstName, lastName, phone, passwordHash, type: 'external' });
    await db.insert(companyMemberships).values({ companyId, userId: id, roles: [role], permissions });
  }
}
