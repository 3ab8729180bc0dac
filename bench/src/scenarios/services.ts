import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_STATUSES, SERVICE_TYPES } from '@kaista/domain/services';
import { services } from '@kaista/api/src/db/schema';
import { FIRST_NAMES, LAST_NAMES } from '@kaista/api/src/seed/finnish-names';
import type { BenchScenario } from '../scenario';
import { textArray } from '../sql-text-array';

/** One large company holds a tenth of the subscriptions, so that its deep pages are really deep. */
const BIG_COMPANY = '200000';
const BIG_COMPANY_SERVICES = 100_000;
const OTHER_SERVICES = 900_000;
const COMPANIES = 10_000;

/** Subscriptions n = from..to of `company`, with unique numbers (+35840 + 8 digits) and ICCIDs. */
function insertServices(from: number, to: number, company: SQL) {
  return sql`
    insert into ${services} (company_id, id, number, number_type, type, status, iccid, user_name, package_code,
      package_name, monthly_price_cents, contract_start)
    select ${company},
      overlay(overlay(md5('bench-service-' || n) placing '4' from 13) placing '8' from 17)::uuid,
      '+35840' || lpad(n::text, 8, '0'),
      'VOICE_POSTPAID',
      (${textArray(SERVICE_TYPES)})[1 + n % ${sql.raw(String(SERVICE_TYPES.length))}],
      (${textArray(SERVICE_STATUSES)})[1 + (n / 7) % ${sql.raw(String(SERVICE_STATUSES.length))}],
      '89358099' || lpad(n::text, 12, '0'),
      (${textArray(FIRST_NAMES)})[1 + n % ${sql.raw(String(FIRST_NAMES.length))}] || ' ' ||
        (${textArray(LAST_NAMES)})[1 + (n / 11) % ${sql.raw(String(LAST_NAMES.length))}],
      'MOB_5G_300',
      'Kaista Mobiili 5G 300M',
      2690,
      date '2026-11-01' - (n % 1400)
    from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as n`;
}

const base = `/api/businesses/${BIG_COMPANY}/services`;
const search = `/api/businesses/${BIG_COMPANY}/search/services`;

/** §7 services over a million subscriptions: first and deep page, filters, number and name searches. */
export const servicesScenario: BenchScenario = {
  name: 'services',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    await db.execute(insertServices(1, BIG_COMPANY_SERVICES, sql`${BIG_COMPANY}`));
    await db.execute(
      insertServices(
        BIG_COMPANY_SERVICES + 1,
        BIG_COMPANY_SERVICES + OTHER_SERVICES,
        sql.raw(`(${BIG_COMPANY} + n % ${COMPANIES})::text`),
      ),
    );
  },
  targets: [
    { title: 'GET services, first page (100k in the company)', method: 'GET', path: `${base}?pageSize=20` },
    { title: 'GET services, page at offset 90 000', method: 'GET', path: `${base}?offset=90000&pageSize=20` },
    { title: 'GET services, suspended set', method: 'GET', path: `${base}?status=suspended` },
    { title: 'GET services, type and user sort', method: 'GET', path: `${base}?type=broadband&sort=user` },
    { title: 'GET services, number search', method: 'GET', path: `${base}?q=040%20000%2012345` },
    { title: 'GET services, user name search', method: 'GET', path: `${base}?q=Riikka%20Laine` },
    // The header's one search box asks §7 /search/services for its first hits as the user types (5, no count).
    {
      title: 'GET search/services, number start (header)',
      method: 'GET',
      path: `${search}?q=0400009&hits=5`,
    },
    {
      title: "GET search/services, a number's middle digits",
      method: 'GET',
      path: `${search}?q=12345&hits=5`,
    },
    {
      // 10,000 matches, all past the company's 90,000th number: the first thousand hold none.
      title: 'GET search/services, middle digits of a block at the end',
      method: 'GET',
      path: `${search}?q=400009&hits=5`,
    },
    {
      title: 'GET search/services, an ICCID (header)',
      method: 'GET',
      path: `${search}?q=89358099000000000077&hits=5`,
    },
    {
      title: 'GET search/services, a name (header)',
      method: 'GET',
      path: `${search}?q=Laine&hits=5`,
    },
  ],
};
