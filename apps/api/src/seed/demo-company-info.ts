import type { Database } from '../db/client';
import { companyExternalLinks, companySites } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

const { aurora, pohjola, kettu } = DEMO_COMPANY;

const LINKS = [
  { companyId: aurora, title: 'Aurora Logistics – kotisivu', url: 'https://www.aurora-logistics.example' },
  { companyId: aurora, title: 'Toimitusten seuranta', url: 'https://seuranta.aurora-logistics.example' },
  { companyId: pohjola, title: 'Pohjola Design', url: 'https://pohjoladesign.example' },
  { companyId: kettu, title: 'Kettu Retail -myymälät', url: 'https://kettu-retail.example/myymalat' },
];

const SITES = [
  {
    companyId: aurora,
    name: 'Pääkonttori',
    street: 'Satamakatu 12',
    postalNumber: '00160',
    city: 'Helsinki',
  },
  {
    companyId: aurora,
    name: 'Vuosaaren terminaali',
    street: 'Provianttikatu 5',
    postalNumber: '00980',
    city: 'Helsinki',
  },
  {
    companyId: aurora,
    name: 'Vantaan varasto',
    street: 'Tikkurilantie 44',
    postalNumber: '01300',
    city: 'Vantaa',
  },
  { companyId: pohjola, name: 'Studio', street: 'Kauppakatu 3 B', postalNumber: '40100', city: 'Jyväskylä' },
  {
    companyId: kettu,
    name: 'Keskusvarasto',
    street: 'Hatanpään valtatie 30',
    postalNumber: '33100',
    city: 'Tampere',
  },
];

/** §7 /externallinks and /sites of the demo companies (their stores are the partner shop's). */
export async function seedCompanyInfo(db: Database): Promise<void> {
  await db
    .insert(companyExternalLinks)
    .values(LINKS.map((link, i) => ({ ...link, id: demoUuid(140, i + 1), position: i })));
  await db.insert(companySites).values(SITES.map((site, i) => ({ ...site, id: demoUuid(141, i + 1) })));
}
