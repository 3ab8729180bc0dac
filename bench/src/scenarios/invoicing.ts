import { sql, type SQL } from 'drizzle-orm';
import { costPools, invoiceLines, invoices, payers } from '@kaista/api/src/db/schema';
import type { BenchScenario } from '../scenario';

/** The large company of the large dataset: 420 billing agreements, so 24 months give 10,080 invoices. */
const BIG_COMPANY = '200000';
const BIG_PAYERS = 420;
const BIG_LINES = 40;
const COST_POOLS = 20;
const COMPANIES = 10_000;
/** 19 lines per invoice in the other companies make about 5M lines in all (the issue's scale). */
const OTHER_LINES = 19;
const MONTHS = 24;
/** The lines' service types, mobile subscriptions the most common (spend by service type has work to do). */
const SERVICE_TYPES = ['mobile', 'mobile', 'mobile', 'mobile-broadband', 'iot', 'switchboard', 'broadband'];

/**
 * What each invoice keeps of its lines (the billing run writes it as it issues one): every invoice's lines
 * below take every type, as (k + l) % 7 runs through them all, and in the big company every cost centre.
 */
const LINE_TYPES = sql.raw(
  `array[${[...new Set(SERVICE_TYPES)]
    .sort()
    .map((type) => `'${type}'`)
    .join(',')}]::text[]`,
);

const uuidOf = (prefix: string, n = 'n') =>
  sql.raw(`overlay(overlay(md5('${prefix}-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`);
const int = (value: number) => sql.raw(String(value));

/**
 * Invoices k = from..to: `payersPerCompany` agreements per company, one invoice per agreement and month for 24
 * months back from November 2026; `company` and `payer` are SQL of k. Numbers are digits (the §7 search).
 */
function insertInvoices(from: number, to: number, company: SQL, payer: SQL, month: SQL, costPoolIds: SQL) {
  return sql`
    insert into ${invoices} (company_id, id, number, kind, payer_id, payer_name, invoice_type, delivery_channel,
      invoice_date, due_date, period_start, period_end, reference_number, net_cents, vat_cents, total_cents,
      paid_cents, payments_known, line_types, line_cost_pool_ids, has_line_without_cost_pool)
    select ${company}, ${uuidOf('bench-invoice', 'k')}, '7' || lpad(k::text, 9, '0'), 'INVOICE', ${payer},
      'Laskutussopimus ' || (k % 997), 'CORPORATE_CUSTOMER_INVOICE', 'EMAIL_PDF',
      (date '2026-11-01' - make_interval(months => ${month}))::date,
      (date '2026-11-15' - make_interval(months => ${month}))::date,
      (date '2026-10-01' - make_interval(months => ${month}))::date,
      (date '2026-11-01' - make_interval(months => ${month}))::date - 1,
      lpad(k::text, 10, '0'), 80000 + k % 5000, 20400 + k % 1275, 100400 + k % 5000 + k % 1275,
      case when ${month} = 0 then 0 when k % 11 = 0 then 50000 else 100400 + k % 5000 + k % 1275 end,
      k % 53 <> 0, ${LINE_TYPES}, ${costPoolIds}, cardinality(${costPoolIds}) = 0
    from generate_series(${int(from)}, ${int(to)}) as k`;
}

/** `perInvoice` lines for each invoice k = from..to (amounts are illustrative, not the invoice's sums). */
function insertLines(from: number, to: number, perInvoice: number, company: SQL, costPool: SQL) {
  return sql`
    insert into ${invoiceLines} (company_id, invoice_id, line_no, description, service_type, service_id,
      cost_pool_id, cost_pool_name, period_start, period_end, quantity, unit_price_cents, net_cents,
      vat_rate_basis_points, vat_cents)
    select ${company}, ${uuidOf('bench-invoice', 'k')}, l, 'Kaista Mobiili 5G 300M',
      (${sql.raw(`array[${SERVICE_TYPES.map((type) => `'${type}'`).join(',')}]`)})[1 + (k + l) % ${int(SERVICE_TYPES.length)}],
      '+35845' || lpad((k * ${int(perInvoice)} + l)::text, 8, '0'), ${costPool},
      'Kustannuspaikka ' || ((k + l) % ${int(COST_POOLS)}), date '2026-10-01', date '2026-10-31', 1, 2000, 2000,
      2550, 510
    from generate_series(${int(from)}, ${int(to)}) as k, generate_series(1, ${int(perInvoice)}) as l`;
}

const base = `/api/businesses/${BIG_COMPANY}`;
/** One of the big company's invoices (k = 5: this month's, of agreement 5) and that agreement. */
const INVOICE_ID = 'a4b582c4-3092-40e7-8092-4ed5e1569219';
const PAYER_ID = '3d164122-f99b-4d71-8dc5-f5098b3037f9';
/** Cost centre 3 of the big company. */
const COST_POOL_ID = '9e79e9ce-ca56-47c3-8251-bf37567eaf13';

/**
 * §7 invoices over 24 months for the 10k companies of the large dataset: 10,080 invoices of 40 lines in the
 * measured company and one agreement's invoices of 19 lines in each of the others (about 250k invoices and
 * 5M lines); the list with its filters and a spend bar's drill-downs, one invoice, its concise PDF and the spend
 * charts' call.
 */
export const invoicingScenario: BenchScenario = {
  name: 'invoicing',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    const bigInvoices = BIG_PAYERS * MONTHS;
    await db.execute(sql`
      insert into ${payers} (company_id, id, name, invoice_type, delivery_method, email)
      select ${BIG_COMPANY}, ${uuidOf('bench-payer')}, 'Laskutussopimus ' || n, 'CORPORATE_CUSTOMER_INVOICE',
        'EMAIL', 'laskut' || n || '@company0.bench.example'
      from generate_series(0, ${int(BIG_PAYERS - 1)}) as n`);
    await db.execute(sql`
      insert into ${costPools} (company_id, id, name)
      select ${BIG_COMPANY}, ${uuidOf('bench-cost-pool')}, 'Kustannuspaikka ' || n
      from generate_series(0, ${int(COST_POOLS - 1)}) as n`);
    await db.execute(
      insertInvoices(
        0,
        bigInvoices - 1,
        sql`${BIG_COMPANY}`,
        uuidOf('bench-payer', `k % ${BIG_PAYERS}`),
        sql.raw(`(k / ${BIG_PAYERS})`),
        sql`array(select ${uuidOf('bench-cost-pool', 'p')} from generate_series(0, ${int(COST_POOLS - 1)}) as p)`,
      ),
    );
    // Lines a month at a time: one statement of millions of rows holds them all in memory at once.
    for (let month = 0; month < MONTHS; month += 1)
      await db.execute(
        insertLines(
          month * BIG_PAYERS,
          (month + 1) * BIG_PAYERS - 1,
          BIG_LINES,
          sql`${BIG_COMPANY}`,
          uuidOf('bench-cost-pool', `(k + l) % ${COST_POOLS}`),
        ),
      );
    // The other companies: invoice k belongs to company and agreement 200001 + k % 9999, month k / 9999.
    const others = COMPANIES - 1;
    const from = bigInvoices;
    const to = bigInvoices + others * MONTHS - 1;
    const rel = `(k - ${bigInvoices})`;
    const company = sql.raw(`(200001 + ${rel} % ${COMPANIES - 1})::text`);
    await db.execute(
      insertInvoices(
        from,
        to,
        company,
        uuidOf('bench-other-payer', `${rel} % ${others}`),
        sql.raw(`(${rel} / ${others})`),
        sql`'{}'::uuid[]`,
      ),
    );
    for (let month = 0; month < MONTHS; month += 1)
      await db.execute(
        insertLines(from + month * others, from + (month + 1) * others - 1, OTHER_LINES, company, sql`null`),
      );
  },
  targets: [
    { title: 'GET invoices, first page (10,080 in the company)', method: 'GET', path: `${base}/invoices2` },
    { title: 'GET invoices, open ones', method: 'GET', path: `${base}/invoices2?status=open` },
    {
      title: 'GET invoices, due ones by total',
      method: 'GET',
      path: `${base}/invoices2?status=due&sort=total`,
    },
    {
      title: 'GET invoices, one year of one agreement',
      method: 'GET',
      path: `${base}/invoices2?from=2025-01-01&to=2025-12-31&payerId=${PAYER_ID}`,
    },
    { title: 'GET invoices, number search', method: 'GET', path: `${base}/invoices2?q=700000` },
    { title: 'GET invoices, page at offset 9 000', method: 'GET', path: `${base}/invoices2?offset=9000` },
    { title: 'GET one invoice (40 lines)', method: 'GET', path: `${base}/invoices/${INVOICE_ID}/details` },
    {
      title: 'GET one invoice’s lines, first page',
      method: 'GET',
      path: `${base}/invoices/${INVOICE_ID}/lines`,
    },
    {
      title: 'GET one invoice’s lines of a cost centre',
      method: 'GET',
      path: `${base}/invoices/${INVOICE_ID}/lines?costPoolId=${COST_POOL_ID}`,
    },
    {
      title: 'GET concise PDF',
      method: 'GET',
      path: `${base}/invoices/${INVOICE_ID}?documentType=CORPORATE_CUSTOMER_INVOICE`,
    },
    {
      title: 'GET invoices, drill-down: a month of one cost centre',
      method: 'GET',
      path: `${base}/invoices2?costPoolId=${COST_POOL_ID}&from=2026-10-01&to=2026-10-31`,
    },
    {
      title: 'GET invoices, drill-down: one service type',
      method: 'GET',
      path: `${base}/invoices2?serviceType=iot&from=2026-10-01&to=2026-10-31`,
    },
    {
      title: 'GET spend by cost centre and service type, 24 months',
      method: 'GET',
      path: `${base}/invoices2/spend`,
    },
    // The 10,080-row XLSX is measured alone, beside a load of list calls: `npm run invoices-export`.
  ],
};
