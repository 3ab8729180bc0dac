import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { normalizeBusinessId } from '@kaista/domain/shared/validation';
import type { Database } from '../db/client';
import { companies, companyMemberships, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD, demoUuid } from './demo-ids';

const FIRST_WORDS = [
  'Aalto',
  'Kaleva',
  'Lumi',
  'Meri',
  'Tuuli',
  'Kivi',
  'Revontuli',
  'Sampo',
  'Kuusi',
  'Helmi',
];
const LAST_WORDS = ['Rakennus', 'Kuljetus', 'Konsultointi', 'Logistiikka'];
const FORMS = ['Oy', 'Ab', 'Ky', 'Oyj'];
const CITIES: [string, string][] = [
  ['Helsinki', '00100'],
  ['Espoo', '02100'],
  ['Tampere', '33100'],
  ['Turku', '20100'],
  ['Oulu', '90100'],
  ['Vaasa', '65100'],
];
const OPERATOR_DEMO_COMPANIES = 40;
const FIRST_COMPANY_NUMBER = 100101;
/** Users of the extra companies: kind 90 of the demo ids, clear of the personas. */
const CONTACT_ID_KIND = 90;

/** The first valid business ID from a seven-digit body upwards (§5 check digit rule). */
export function validBusinessIdFrom(start: number): string {
  for (let body = start; ; body += 1) {
    for (let digit = 0; digit <= 9; digit += 1) {
      const candidate = normalizeBusinessId(`${String(body).padStart(7, '0')}-${digit}`);
      if (candidate) return candidate;
    }
  }
}

function demoCompany(index: number): typeof companies.$inferInsert {
  const id = String(FIRST_COMPANY_NUMBER + index);
  const [city, postalNumber] = CITIES[index % CITIES.length] ?? ['Helsinki', '00100'];
  const first = FIRST_WORDS[index % FIRST_WORDS.length] ?? 'Aalto';
  const last = LAST_WORDS[Math.floor(index / FIRST_WORDS.length) % LAST_WORDS.length] ?? 'Rakennus';
  return {
    id,
    name: `${first} ${last} ${FORMS[index % FORMS.length] ?? 'Oy'}`,
    businessId: validBusinessIdFrom(3_100_000 + index * 1_237),
    identifierType: 'BUSINESS_ID',
    companyType: index % 5 === 0 ? 'PUBLIC_LIMITED_COMPANY' : 'LIMITED_COMPANY',
    customerNumber: `DNA${id}`,
    headOfficeStreet: `Teollisuuskatu ${index + 1}`,
    headOfficePostalNumber: postalNumber,
    headOfficeCity: city,
  };
}

/**
 * More companies, so that the operator's company search (§2 /0) has something to rank and page through;
 * every other one has a service manager and so counts as a customer, the rest are prospects.
 */
export async function seedOperatorDemo(db: Database): Promise<void> {
  const rows = Array.from({ length: OPERATOR_DEMO_COMPANIES }, (_, index) => demoCompany(index));
  await db.insert(companies).values(rows);
  const salt = createHash('sha256').update('kaista-demo:operator-contacts').digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt);
  const contacts = rows.filter((_, index) => index % 2 === 0);
  for (const [index, company] of contacts.entries()) {
    const id = demoUuid(CONTACT_ID_KIND, index + 1);
    await db.insert(users).values({
      id,
      email: `manager@c${company.id}.example`,
      firstName: 'Maija',
      lastName: `Pääkäyttäjä ${company.id}`,
      passwordHash,
      type: 'external',
    });
    await db.insert(companyMemberships).values({
      companyId: company.id,
      userId: id,
      roles: ['ServiceManagerUser'],
      permissions: [...PERMISSIONS],
    });
  }
}
