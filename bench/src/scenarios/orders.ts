import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, ORDER_TYPES } from '@kaista/domain/orders';
import { orderItems, orderRequests, orders } from '@kaista/api/src/db/schema';
import { FIRST_NAMES, LAST_NAMES } from '@kaista/api/src/seed/finnish-names';
import type { BenchScenario } from '../scenario';
import { textArray } from '../sql-text-array';

/** One large company holds a fifth of the orders, so that its filters and deep pages are really deep. */
const BIG_COMPANY = '200000';
const BIG_COMPANY_ORDERS = 200_000;
const OTHER_ORDERS = 1_800_000;
const COMPANIES = 10_000;
const BIG_COMPANY_REQUESTS = 5_000;
/** Bench order numbers start here, apart from the demo's (4100001…). */
const FIRST_NUMBER = 50_000_000;

const orderId = (n: number | SQL) => sql`overlay(overlay(md5('bench-order-' || ${n}) placing '4' from 13)
  placing '8' from 17)::uuid`;
/** The id the SQL above gives order n, computed here for the detail's address. */
function orderIdOf(n: number): string {
  const hex = createHash('md5').update(`bench-order-${n}`).digest('hex').split('');
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Orders n = from..to of `company`, each with one subscription item carrying its number. */
function insertOrders(from: number, to: number, company: SQL): SQL[] {
  const range = sql.raw(`generate_series(${from}, ${to})`);
  return [
    sql`
    insert into ${orders} (company_id, id, order_number, cart_code, user_id, user_name, status, order_type,
      manual_check_required, one_time_cents, monthly_cents, created_at)
    overriding system value
    select ${company}, ${orderId(sql`n`)}, ${FIRST_NUMBER} + n,
      overlay(overlay(md5('bench-order-cart-' || n) placing '4' from 13) placing '8' from 17)::uuid,
      'bench-user-0-0',
      (${textArray(FIRST_NAMES)})[1 + n % ${sql.raw(String(FIRST_NAMES.length))}] || ' ' ||
        (${textArray(LAST_NAMES)})[1 + (n / 11) % ${sql.raw(String(LAST_NAMES.length))}],
      (${textArray(ORDER_STATUSES)})[1 + (n / 3) % ${sql.raw(String(ORDER_STATUSES.length))}],
      (${textArray(ORDER_TYPES)})[1 + (n / 5) % ${sql.raw(String(ORDER_TYPES.length))}],
      n % 50 = 0, (n % 7) * 10000, 2690,
      timestamptz '2026-11-01' - (n % 100000) * interval '5 minutes'
    from ${range} as n`,
    sql`
    insert into ${orderItems} (company_id, order_id, item_no, orderline_bundle_no, bundle_no, product_code,
      product_name, offering_type, one_time_cents, monthly_cents, characteristics)
    select ${company}, ${orderId(sql`n`)}, 1, 1, 2, 'MOB_5G_300', 'Kaista Mobiili 5G 300M', 'MOBILE_VOICE', 0,
      2690, jsonb_build_object('number', '+35841' || lpad(n::text, 8, '0'))
    from ${range} as n`,
  ];
}

const user = `/api/businesses/${BIG_COMPANY}/users/bench-user-0-0`;

/**
 * §7 orders over two million orders (200k in one company, the issue's scale): the first and a deep page, the §4 status and type
 * filters, search by order number, by a subscription's number and by who ordered, one order's detail with its
 * lines and timeline, and the order requests' badge count (5k requests in the company).
 */
export const ordersScenario: BenchScenario = {
  name: 'orders',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    for (const statement of insertOrders(1, BIG_COMPANY_ORDERS, sql`${BIG_COMPANY}`))
      await db.execute(statement);
    for (const statement of insertOrders(
      BIG_COMPANY_ORDERS + 1,
      BIG_COMPANY_ORDERS + OTHER_ORDERS,
      sql.raw(`(200001 + n % ${COMPANIES - 1})::text`),
    ))
      await db.execute(statement);
    await db.execute(sql`
      insert into ${orderRequests} (company_id, requester_id, requester_name, requester_email, status, lines,
        summary, one_time_cents, monthly_cents, created_at)
      select ${BIG_COMPANY}, 'bench-user-0-' || (n % 5), 'Bench User 0-' || (n % 5),
        'user' || (n % 5) || '@company0.bench.example',
        (array['PENDING_APPROVAL','COMPLETED','REJECTED'])[1 + n % 3], '[]'::jsonb,
        '1 × Samsung Galaxy A56 5G 128 Gt', 44900, 0,
        timestamptz '2026-11-01' - n * interval '1 hour'
      from generate_series(1, ${sql.raw(String(BIG_COMPANY_REQUESTS))}) as n`);
  },
  targets: [
    {
      title: 'GET orders, first page (200k in the company)',
      method: 'GET',
      path: `${user}/orders?pageSize=20`,
    },
    {
      title: 'GET orders, page at offset 10 000',
      method: 'GET',
      path: `${user}/orders?offset=10000&pageSize=20`,
    },
    { title: 'GET orders, status ERRORED', method: 'GET', path: `${user}/orders?orderStatus=ERRORED` },
    {
      title: 'GET orders, type CEASE, by monthly',
      method: 'GET',
      path: `${user}/orders?orderType=CEASE&sort=monthly`,
    },
    {
      title: 'GET orders, search by order number',
      method: 'GET',
      path: `${user}/orders?q=${FIRST_NUMBER + 123_456}`,
    },
    {
      title: 'GET search/orders, a subscription’s number',
      method: 'GET',
      path: `/api/businesses/${BIG_COMPANY}/search/orders?q=%2B3584100012345`,
    },
    {
      title: 'GET orders, search by who ordered',
      method: 'GET',
      path: `${user}/orders?q=Riikka%20Laine`,
    },
    {
      title: 'GET order detail (lines and timeline)',
      method: 'GET',
      path: `${user}/orders/${orderIdOf(4321)}`,
    },
    {
      title: 'GET orderrequests/count (badge)',
      method: 'GET',
      path: `${user}/orderrequests/count?status=PENDING_APPROVAL`,
    },
  ],
};
