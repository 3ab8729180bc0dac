import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { TICKET_STATUSES, TICKET_TYPES } from '@kaista/domain/tickets';
import { tickets } from '@kaista/api/src/db/schema';
import type { BenchScenario } from '../scenario';
import { textArray } from '../sql-text-array';

/** One large company holds a tenth of the tickets, so that its deep pages are really deep. */
const BIG_COMPANY = '200000';
const BIG_COMPANY_TICKETS = 100_000;
const OTHER_TICKETS = 900_000;
const COMPANIES = 10_000;
const DETAIL_SERIAL = 54_321;

/** Every tenth ticket is about one of a company's 500 subscriptions: 20 tickets each in the big company. */
const LINKED_EVERY = 10;
const LINKED_SERVICES = 500;
const SERVICE_SERIAL = 123;

/** The version-4 shaped uuid that `sqlUuid` derives in SQL from the same seed text. */
function benchUuid(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex').split('');
  hex[12] = '4';
  hex[16] = '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const sqlUuid = (seed: SQL) =>
  sql`overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The ticket's type, by its serial n. */
const typeOf = sql`(${textArray(TICKET_TYPES)})[1 + n % ${sql.raw(String(TICKET_TYPES.length))}]`;
/** The data-centre types' details, their days spread over the 90 days from 1 November 2026. */
const day = sql`(date '2026-11-01' + n % 90)::text`;
const detailsOf = sql`case ${typeOf}
  when 'ESCORTED_ACCESS' then jsonb_build_object('site', 'HEL2', 'visitDate', ${day}, 'arrivalTime', '09:30', 'visitors', 'Bench')
  when 'INBOUND_SHIPMENT' then jsonb_build_object('expectedDate', ${day}, 'packages', '2')
  when 'OUTBOUND_SHIPMENT' then jsonb_build_object('pickupDate', ${day}, 'packages', '1')
  else '{}'::jsonb end`;

function insertTickets(from: number, to: number, company: SQL) {
  const linked = sql.raw(String(LINKED_EVERY));
  const serviceSeed = sql`'bench-service-' || ${company} || '-' || (n / ${linked}) % ${sql.raw(String(LINKED_SERVICES))}`;
  return sql`
    insert into ${tickets} (company_id, id, type, urgency, status, subject, description, created_by_name, created_at, updated_at,
      related_service_id, related_service_number, details)
    select ${company},
      ${sqlUuid(sql`'bench-ticket-' || n`)},
      ${typeOf},
      case when n % 7 = 0 then 'critical' else 'normal' end,
      (${textArray(TICKET_STATUSES)})[1 + n % ${sql.raw(String(TICKET_STATUSES.length))}],
      'Vikailmoitus ' || n,
      'Yhteys katkeilee toimistolla, tapaus ' || n,
      'Bench User',
      timestamptz '2026-11-01' - n * interval '37 seconds',
      timestamptz '2026-11-01' - n * interval '31 seconds',
      case when n % ${linked} = 0 then ${sqlUuid(serviceSeed)} end,
      case when n % ${linked} = 0 then '+35840' || lpad(((n / ${linked}) % ${sql.raw(String(LINKED_SERVICES))})::text, 7, '0') end,
      ${detailsOf}
    from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as n`;
}

const base = `/api/businesses/${BIG_COMPANY}/tickets`;

/**
 * §7 tickets over about a million rows: the list's first and a deep page, a status filter, a search, the
 * tickets about one subscription, a ticket.
 */
export const ticketsScenario: BenchScenario = {
  name: 'tickets',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    await db.execute(insertTickets(1, BIG_COMPANY_TICKETS, sql`${BIG_COMPANY}`));
    await db.execute(
      insertTickets(
        BIG_COMPANY_TICKETS + 1,
        BIG_COMPANY_TICKETS + OTHER_TICKETS,
        sql.raw(`(${BIG_COMPANY} + n % ${COMPANIES})::text`),
      ),
    );
  },
  targets: [
    { title: 'GET tickets, first page (100k in the company)', method: 'GET', path: `${base}?pageSize=20` },
    { title: 'GET tickets, page at offset 90 000', method: 'GET', path: `${base}?offset=90000&pageSize=20` },
    { title: 'GET tickets, PENDING_CUSTOMER filter', method: 'GET', path: `${base}?status=PENDING_CUSTOMER` },
    { title: 'GET tickets, free-text search', method: 'GET', path: `${base}?q=tapaus%2012345` },
    {
      title: 'GET ticket detail',
      method: 'GET',
      path: `${base}/${benchUuid(`bench-ticket-${DETAIL_SERIAL}`)}`,
    },
    {
      title: "GET tickets about a subscription (its page's five)",
      method: 'GET',
      path: `${base}?service=${benchUuid(`bench-service-${BIG_COMPANY}-${SERVICE_SERIAL}`)}&pageSize=5`,
    },
    { title: 'GET tickets statistics (badge)', method: 'GET', path: `${base}/statistics/non-closed` },
  ],
};
