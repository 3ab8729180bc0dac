import type { Database } from '../db/client';
import { costPools, payers } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

const PAYER_KIND = 70;
const COST_POOL_KIND = 71;

type DemoPayer = typeof payers.$inferInsert;

/** Billing agreements of the demo companies: every §3 delivery method and both invoice types. */
export const DEMO_PAYERS: DemoPayer[] = [
  {
    companyId: DEMO_COMPANY.aurora,
    id: demoUuid(PAYER_KIND, 1),
    name: 'Aurora Logistics Oy',
    invoiceType: 'CORPORATE_CUSTOMER_INVOICE_EXTENDED',
    deliveryMethod: 'F_INVOICE',
    eInvoiceAddress: '003720480494',
    eInvoiceOperator: 'E204503',
    contactName: 'Maria Manninen',
    street: 'Satamakatu 12',
    postalNumber: '00160',
    city: 'Helsinki',
    country: 'FI',
    reference: 'Ostolaskut / talous',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    id: demoUuid(PAYER_KIND, 2),
    name: 'Aurora Logistics Oy, Tampereen terminaali',
    invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
    deliveryMethod: 'EMAIL',
    email: 'laskut.tampere@aurora.example',
    reference: 'Terminaali 2',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    id: demoUuid(PAYER_KIND, 3),
    name: 'Aurora Logistics Oy, Oulun varasto',
    invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
    deliveryMethod: 'PAPER',
    contactName: 'Pekka Pohjanen',
    street: 'Teknologiantie 7',
    postalNumber: '90590',
    city: 'Oulu',
    country: 'FI',
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    id: demoUuid(PAYER_KIND, 4),
    name: 'Pohjola Design Oy',
    invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
    deliveryMethod: 'EMAIL',
    email: 'reskontra@pohjola.example',
  },
  {
    companyId: DEMO_COMPANY.kettu,
    id: demoUuid(PAYER_KIND, 5),
    name: 'Kettu Retail Oy',
    invoiceType: 'CORPORATE_CUSTOMER_INVOICE_EXTENDED',
    deliveryMethod: 'EU_F_INVOICE',
    eInvoiceAddress: '003776543212',
    eInvoiceOperator: '003721291126',
    contactName: 'Kaisa Kettunen',
    street: 'Hämeenkatu 20',
    postalNumber: '33200',
    city: 'Tampere',
    country: 'FI',
  },
];

const COST_POOL_NAMES: [string, string, string | null][] = [
  [DEMO_COMPANY.aurora, 'Hallinto', 'Toimitusjohto, talous ja HR'],
  [DEMO_COMPANY.aurora, 'Myynti', null],
  [DEMO_COMPANY.aurora, 'Kuljetus', 'Kuljettajien liittymät ja ajoneuvopäätteet'],
  [DEMO_COMPANY.aurora, 'Varasto', null],
  [DEMO_COMPANY.aurora, 'IT-palvelut', 'Laajakaistat, reitittimet ja vaihde'],
  [DEMO_COMPANY.aurora, 'Tampereen terminaali', null],
  [DEMO_COMPANY.pohjola, 'Suunnittelu', null],
  [DEMO_COMPANY.pohjola, 'Hallinto', null],
  [DEMO_COMPANY.kettu, 'Myymälät', 'Kassapäätteiden liittymät'],
  [DEMO_COMPANY.kettu, 'Verkkokauppa', null],
];

export const DEMO_COST_POOLS = COST_POOL_NAMES.map(([companyId, name, description], index) => ({
  companyId,
  id: demoUuid(COST_POOL_KIND, index + 1),
  name,
  description,
}));

export async function seedPayers(db: Database): Promise<void> {
  // One by one, so that the agreements get their account numbers from the sequence in the same order.
  for (const payer of DEMO_PAYERS) await db.insert(payers).values(payer);
  await db.insert(costPools).values(DEMO_COST_POOLS);
}
