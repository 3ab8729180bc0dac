import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { DEMO_COMPANY } from './demo-ids';

/** The demo companies with head office addresses, company types and identifier types (spec §3). */
export const DEMO_COMPANIES: (typeof companies.$inferInsert)[] = [
  {
    id: DEMO_COMPANY.aurora,
    name: 'Aurora Logistics Oy',
    businessId: '2048049-4',
    identifierType: 'BUSINESS_ID',
    companyType: 'LIMITED_COMPANY',
    customerNumber: 'DNA100001',
    headOfficeStreet: 'Satamakatu 12',
    headOfficePostalNumber: '00160',
    headOfficeCity: 'Helsinki',
  },
  {
    id: DEMO_COMPANY.pohjola,
    name: 'Pohjola Design Oy',
    businessId: '0737546-2',
    identifierType: 'BUSINESS_ID',
    companyType: 'LIMITED_COMPANY',
    customerNumber: 'DNA100002',
    headOfficeStreet: 'Kauppakatu 3 B',
    headOfficePostalNumber: '40100',
    headOfficeCity: 'Jyväskylä',
  },
  {
    id: DEMO_COMPANY.kettu,
    name: 'Kettu Retail Oy',
    businessId: '7654321-2',
    identifierType: 'BUSINESS_ID',
    companyType: 'PARTNER_RETAILER',
    customerNumber: 'DNA100003',
    headOfficeStreet: 'Hämeenkatu 20',
    headOfficePostalNumber: '33200',
    headOfficeCity: 'Tampere',
  },
];

export async function seedCompanies(db: Database): Promise<void> {
  await db.insert(companies).values(DEMO_COMPANIES);
}
