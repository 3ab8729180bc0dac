import type { Database } from '../db/client';
import { operativeContacts } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

export const DEMO_OPERATIVE_CONTACT_KIND = 160;
const SEEDED_AT = new Date('2026-09-15T09:00:00Z');

type Contact = Omit<typeof operativeContacts.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const DEMO_OPERATIVE_CONTACTS: Contact[] = [
  {
    companyId: DEMO_COMPANY.aurora,
    firstName: 'Pekka',
    lastName: 'Nieminen',
    title: 'IT-päällikkö',
    phone: '+358401112233',
    email: 'pekka.nieminen@aurora.example',
    language: 'fi',
    roles: ['OUTAGES', 'MAINTENANCE', 'SECURITY'],
    aroundTheClock: true,
    notes: 'Varalla viikonloppuisin, soita ensin.',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    firstName: 'Liisa',
    lastName: 'Heikkinen',
    title: 'Logistiikkakoordinaattori',
    phone: '+358452223344',
    email: 'liisa.heikkinen@aurora.example',
    language: 'fi',
    roles: ['DELIVERIES'],
    aroundTheClock: false,
    notes: 'Toimitukset Vantaan varastoon arkisin klo 7–15.',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    firstName: 'Johan',
    lastName: 'Lindqvist',
    title: 'Verkkoasiantuntija',
    phone: '+358503334455',
    email: 'johan.lindqvist@aurora.example',
    language: 'sv',
    roles: ['OUTAGES', 'MAINTENANCE'],
    aroundTheClock: false,
    notes: null,
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    firstName: 'Satu',
    lastName: 'Korhonen',
    title: 'Toimistopäällikkö',
    phone: '+358404445566',
    email: 'satu.korhonen@pohjoladesign.example',
    language: 'fi',
    roles: ['OUTAGES', 'DELIVERIES', 'MAINTENANCE'],
    aroundTheClock: false,
    notes: null,
  },
  {
    companyId: DEMO_COMPANY.kettu,
    firstName: 'Antti',
    lastName: 'Mäkelä',
    title: 'Myymäläpäällikkö',
    phone: '+358445556677',
    email: 'antti.makela@kettu.example',
    language: 'fi',
    roles: ['DELIVERIES', 'OUTAGES'],
    aroundTheClock: false,
    notes: 'Myymälöiden toimitukset Kettu Tampereen kautta.',
  },
];

/** Demo operative contacts: three in Aurora (one reachable around the clock, one Swedish-speaking), one each elsewhere. */
export async function seedOperativeContacts(db: Database): Promise<void> {
  await db.insert(operativeContacts).values(
    DEMO_OPERATIVE_CONTACTS.map((contact, index) => ({
      ...contact,
      id: demoUuid(DEMO_OPERATIVE_CONTACT_KIND, index + 1),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
}
