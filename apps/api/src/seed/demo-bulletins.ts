import type { Database } from '../db/client';
import { bulletinCompanies, bulletins } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

const BULLETIN_KIND = 152;
const AUTHOR = 'Cecilia Asiakaspalvelu';

const BULLETINS = [
  {
    index: 1,
    title: 'Huoltokatkot verkkopalvelussa',
    bodyHtml:
      '<p>Kaista-portaalin huoltokatkot ovat <strong>tiistaiöisin klo 1–5</strong>, jolloin portaali voi olla hetken poissa käytöstä.</p><p>Liittymät toimivat normaalisti.</p>',
    translations: {
      sv: {
        title: 'Serviceavbrott i webbtjänsten',
        bodyHtml:
          '<p>Kaista-portalens serviceavbrott sker <strong>natten mot onsdag kl. 1–5</strong>, då portalen kan vara ur bruk en stund.</p><p>Abonnemangen fungerar normalt.</p>',
      },
      en: {
        title: 'Maintenance breaks in the online service',
        bodyHtml:
          '<p>The Kaista portal is maintained <strong>on Tuesday nights, 1–5 am</strong>, when it may be unavailable for a while.</p><p>Subscriptions work as usual.</p>',
      },
    },
    validFrom: '2026-11-01',
    validUntil: '2027-06-30',
    audience: 'ALL',
    companies: [] as string[],
  },
  {
    index: 2,
    title: 'Uusi yhteyshenkilö',
    bodyHtml:
      '<p>Yrityksenne yhteyshenkilö operaattorilla on 1.11. alkaen Cecilia Asiakaspalvelu, <a href="mailto:cc@kaista.example">cc@kaista.example</a>.</p>',
    translations: {
      sv: {
        title: 'Ny kontaktperson',
        bodyHtml:
          '<p>Er kontaktperson hos operatören är från 1.11. Cecilia Asiakaspalvelu, <a href="mailto:cc@kaista.example">cc@kaista.example</a>.</p>',
      },
      en: {
        title: 'New contact person',
        bodyHtml:
          '<p>From 1 November your contact person at the operator is Cecilia Asiakaspalvelu, <a href="mailto:cc@kaista.example">cc@kaista.example</a>.</p>',
      },
    },
    validFrom: '2026-10-15',
    validUntil: null,
    audience: 'CHOSEN',
    companies: [DEMO_COMPANY.aurora, DEMO_COMPANY.pohjola],
  },
  {
    index: 3,
    title: 'Kesän aukioloajat',
    bodyHtml: '<p>Asiakaspalvelu palvelee kesä–heinäkuussa arkisin klo 9–15.</p>',
    translations: {},
    validFrom: '2026-06-01',
    validUntil: '2026-08-31',
    audience: 'ALL',
    companies: [] as string[],
  },
];

/**
 * Demo bulletins: one current to every company, one to Aurora and Pohjola (both in the three languages), one
 * that has ended (in Finnish only).
 */
export async function seedBulletins(db: Database): Promise<void> {
  for (const bulletin of BULLETINS) {
    const id = demoUuid(BULLETIN_KIND, bulletin.index);
    const { index: _index, companies, ...values } = bulletin;
    await db.insert(bulletins).values({
      id,
      ...values,
      createdByName: AUTHOR,
      createdAt: new Date(`${bulletin.validFrom}T08:00:00Z`),
      updatedAt: new Date(`${bulletin.validFrom}T08:00:00Z`),
    });
    if (companies.length)
      await db
        .insert(bulletinCompanies)
        .values(companies.map((companyId) => ({ companyId, bulletinId: id })));
  }
}
