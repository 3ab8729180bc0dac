import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@kaista/domain/orders';
import { BUILT_IN_REPORTS } from '@kaista/domain/reports';
import { SERVICE_STATUSES } from '@kaista/domain/services';
import {
  documents,
  invoiceLines,
  invoices,
  orderRequests,
  orders,
  services,
} from '@kaista/api/src/db/schema';
import type { BenchScenario } from '../scenario';
import { textArray } from '../sql-text-array';

/** The large company of the large dataset, whose home is measured. */
const BIG_COMPANY = '200000';
const SERVICES = 100_000;
const PAYERS = 400;
/** Two years of monthly invoices for every billing agreement. */
const INVOICE_MONTHS = 24;
const ORDERS = 20_000;
const ORDER_REQUESTS = 2_000;
/** 9,600 invoices of 521 lines: the 5M invoice lines (5,001,600). */
const LINES_PER_INVOICE = 521;
const SERVICE_TYPES = ['mobile', 'broadband', 'fixed', 'device', 'other'];
/** Contracts and price lists, one ending every third day over the next 300 days (20 in home's 60 days). */
const DOCUMENTS = 100;

const uuidOf = (prefix: string) =>
  sql.raw(`overlay(overlay(md5('${prefix}-' || n) placing '4' from 13) placing '8' from 17)::uuid`);

/**
 * §2 home of a company with 100k subscriptions, 9,600 invoices over two years with 5M invoice lines, 20k
 * orders, 2k order requests and 100 contracts and price lists: the one summary call every company user's
 * first page makes, and the /reports built on the same tables (issue 15). Numbers and ICCIDs differ from the
 * services scenario's, so both may run in one bench.
 */
export const dashboardScenario: BenchScenario = {
  name: 'dashboard',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    await db.execute(sql`
      insert into ${services} (company_id, id, number, number_type, type, status, iccid, package_code,
        package_name, monthly_price_cents, contract_start)
      select ${BIG_COMPANY}, ${uuidOf('bench-home-service')}, '+35850' || lpad(n::text, 8, '0'), 'VOICE_POSTPAID',
        'mobile', (${textArray(SERVICE_STATUSES)})[1 + (n / 7) % ${sql.raw(String(SERVICE_STATUSES.length))}],
        '89358098' || lpad(n::text, 12, '0'), 'MOB_5G_300', 'Kaista Mobiili 5G 300M', 2690,
        date '2026-11-01' - (n % 1400)
      from generate_series(1, ${sql.raw(String(SERVICES))}) as n`);
    await db.execute(sql`
      insert into ${invoices} (company_id, id, number, kind, payer_id, payer_name, invoice_type, delivery_channel,
        invoice_date, due_date, period_start, period_end, reference_number, net_cents, vat_cents, total_cents,
        paid_cents)
      select ${BIG_COMPANY}, ${uuidOf('bench-home-invoice')}, 'B' || lpad(n::text, 9, '0'), 'INVOICE',
        md5('bench-home-payer-' || n % ${sql.raw(String(PAYERS))})::uuid, 'Laskutussopimus ' || n % ${sql.raw(String(PAYERS))},
        'CORPORATE_CUSTOMER_INVOICE', 'EMAIL_PDF',
        (date '2026-11-01' - make_interval(months => n / ${sql.raw(String(PAYERS))}))::date,
        (date '2026-11-15' - make_interval(months => n / ${sql.raw(String(PAYERS))}))::date,
        (date '2026-10-01' - make_interval(months => n / ${sql.raw(String(PAYERS))}))::date,
        (date '2026-10-31' - make_interval(months => n / ${sql.raw(String(PAYERS))}))::date,
        lpad(n::text, 10, '0'), 80000 + n % 5000, 20000, 100000 + n % 5000,
        case when n % 9 = 0 then 0 else 100000 + n % 5000 end
      from generate_series(0, ${sql.raw(String(PAYERS * INVOICE_MONTHS - 1))}) as n`);
    await db.execute(sql`
      insert into ${invoiceLines} (company_id, invoice_id, line_no, description, service_type, service_id,
        period_start, period_end, quantity, unit_price_cents, net_cents, vat_rate_basis_points, vat_cents)
      select ${BIG_COMPANY}, ${uuidOf('bench-home-invoice')}, l, 'Kaista Mobiili 5G 300M',
        (${textArray(SERVICE_TYPES)})[1 + (n + l) % ${sql.raw(String(SERVICE_TYPES.length))}],
        '+35850' || lpad((1 + (n * ${sql.raw(String(LINES_PER_INVOICE))} + l) % ${sql.raw(String(SERVICES))})::text, 8, '0'),
        date '2026-10-01', date '2026-10-31', 1, 150, 150, 2550, 38
      from generate_series(0, ${sql.raw(String(PAYERS * INVOICE_MONTHS - 1))}) as n,
        generate_series(1, ${sql.raw(String(LINES_PER_INVOICE))}) as l`);
    await db.execute(sql`
      insert into ${documents} (company_id, name, file_type, size_bytes, category, valid_until,
        published_by_operator, updated_by_name)
      select ${BIG_COMPANY}, case when n % 2 = 0 then 'Hinnasto ' else 'Sopimus ' end || n || '.pdf', 'pdf',
        20000 + n, case when n % 2 = 0 then 'PRICE_LIST' else 'CONTRACT' end, current_date + 3 * n, true,
        'Kaista Operaattori'
      from generate_series(1, ${sql.raw(String(DOCUMENTS))}) as n`);
    await db.execute(sql`
      insert into ${orders} (company_id, id, cart_code, user_id, user_name, status, order_type,
        manual_check_required, one_time_cents, monthly_cents, created_at)
      select ${BIG_COMPANY}, ${uuidOf('bench-home-order')}, ${uuidOf('bench-home-cart')}, 'bench-user-0-0',
        'Bench User 0-0', (${textArray(ORDER_STATUSES)})[1 + n % ${sql.raw(String(ORDER_STATUSES.length))}], 'NEW',
        false, 0, 2690, timestamptz '2026-11-20 12:00+02' - make_interval(mins => n)
      from generate_series(1, ${sql.raw(String(ORDERS))}) as n`);
    await db.execute(sql`
      insert into ${orderRequests} (company_id, id, requester_id, requester_name, requester_email, status, lines,
        summary, one_time_cents, monthly_cents)
      select ${BIG_COMPANY}, ${uuidOf('bench-home-request')}, 'bench-user-0-1', 'Bench User 0-1',
        'user1@company0.bench.example', case when n % 3 = 0 then 'PENDING_APPROVAL' else 'COMPLETED' end,
        '[]'::jsonb, 'Puhelin', 0, 2690
      from generate_series(1, ${sql.raw(String(ORDER_REQUESTS))}) as n`);
  },
  targets: [
    {
      title: 'GET dashboard (home summary, 100k services)',
      method: 'GET',
      path: `/api/businesses/${BIG_COMPANY}/dashboard`,
    },
    ...BUILT_IN_REPORTS.map((report) => ({
      title: `GET reports/${report}`,
      method: 'GET' as const,
      path: `/api/businesses/${BIG_COMPANY}/reports/${report}`,
    })),
  ],
};
