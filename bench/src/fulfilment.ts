import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { ORDER_FULFILMENT_JOB } from '@kaista/domain/orders';
import { buildApp } from '@kaista/api/src/app';
import { loadConfig } from '@kaista/api/src/config';
import { openDatabase } from '@kaista/api/src/db/client';
import { jobs, orderStatusEvents, orders, services } from '@kaista/api/src/db/schema';
import { openFileStore } from '@kaista/api/src/files/open-file-store';
import { prepareDatabase } from '@kaista/api/src/prepare-database';
import { DEMO_COMPANY } from '@kaista/api/src/seed/demo-ids';

/**
 * Issue 11's fulfilment throughput: how many submitted orders per second the built-in fulfilment moves to
 * COMPLETED (SUBMITTED → VALIDATED → INPROGRESS → COMPLETED, one queued job per step, each step one
 * transaction holding the order's lock; completion makes the order's subscription a service of the company and
 * charges its one-off prices), with no wait between steps. BENCH_FULFILMENT_ORDERS submitted orders (2,000) of
 * one new subscription each are queued at once in the demo company Aurora, then BENCH_FULFILMENT_INSTANCES
 * app instances (1; each its own job runner and, on PostgreSQL, its own connection pool, as instances behind
 * the load balancer) run the queue dry. The end checks that no order was completed twice (one COMPLETED event
 * in each timeline) and that every completed order made exactly its one service.
 * On DATABASE_URL (e.g. the orders bench's database with its 2M orders) or a temporary embedded database.
 * `npm run fulfilment -w @kaista/bench`; `BENCH_FULFILMENT_INSTANCES=2` for two instances side by side.
 */
const ORDERS = Number(process.env.BENCH_FULFILMENT_ORDERS ?? 2_000);
const INSTANCES = Number(process.env.BENCH_FULFILMENT_INSTANCES ?? 1);
const COMPANY = DEMO_COMPANY.aurora;

async function main(): Promise<void> {
  const config = { ...loadConfig(), environment: 'ci' as const, port: 0, orderFulfilmentStepMs: 0 };
  const dataDir = config.databaseUrl
    ? config.dataDir
    : path.join(os.tmpdir(), `kaista-bench-fulfilment-${process.pid}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const files = openFileStore(database, path.join(dataDir, 'uploads'));
  await prepareDatabase(database, files);
  const db = database.db;
  // Numbers and SIMs of this run alone, so a run on a database that kept an earlier run's services meets no clash.
  const run = Date.now() % 1_000_000;
  const orderer = `bench-fulfilment-${run}`;
  await db.execute(sql`
    with made as (
      insert into ${orders} (company_id, cart_code, user_id, user_name, status, order_type, manual_check_required,
        one_time_cents, monthly_cents)
      select ${COMPANY}, gen_random_uuid(), ${orderer}, 'Bench Fulfilment', 'SUBMITTED', 'NEW', false, 0, 2690
      from generate_series(1, ${ORDERS}) as n
      returning id
    ), numbered as (select id, row_number() over () as n from made)
    insert into order_items (company_id, order_id, item_no, orderline_bundle_no, bundle_no, product_code,
      product_name, offering_type, one_time_cents, monthly_cents, characteristics)
    select ${COMPANY}, id, 1, 1, 1, 'MOB_5G_300', 'Kaista Mobiili 5G 300M', 'SUBSCRIPTION', 0, 2690,
      jsonb_build_object('number', '+35850' || lpad(${run}::text, 6, '0') || lpad(n::text, 4, '0'),
        'ICCID', '8935890' || lpad(${run}::text, 6, '0') || lpad(n::text, 6, '0'), 'userName', 'Bench ' || n)
    from numbered`);
  const ids = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, COMPANY), eq(orders.userId, orderer)))
  ).map((row) => row.id);
  await db.insert(jobs).values(
    ids.map((orderId) => ({
      kind: ORDER_FULFILMENT_JOB,
      payload: { companyId: COMPANY, orderId, status: 'SUBMITTED' },
    })),
  );
  console.log(`${ids.length} submitted orders queued (${database.kind}, ${INSTANCES} instance(s))`);

  const statuses = async () => {
    const rows = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.companyId, COMPANY), inArray(orders.id, ids)))
      .groupBy(orders.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  };
  const started = performance.now();
  // Instances side by side share nothing but the database: each has its own pool on PostgreSQL (the embedded
  // database has one connection by construction, so there they share it).
  const handles = await Promise.all(
    Array.from({ length: INSTANCES }, async (_, index) =>
      index === 0 || !config.databaseUrl
        ? database
        : openDatabase({ databaseUrl: config.databaseUrl, dataDir }),
    ),
  );
  const apps = await Promise.all(
    handles.map((handle) =>
      buildApp({
        config: { ...config, dataDir },
        db: handle.db,
        files: openFileStore(handle, path.join(dataDir, 'uploads')),
      }),
    ),
  );
  await Promise.all(apps.map((app) => app.ready()));
  let done = 0;
  let last: Record<string, number> = {};
  while (done < ids.length) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await statuses();
    done = (last.COMPLETED ?? 0) + (last.ERRORED ?? 0);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`statuses: ${JSON.stringify(last)}`);
  console.log(
    `fulfilment: ${ids.length} orders in ${seconds.toFixed(1)} s = ${(ids.length / seconds).toFixed(1)} orders/s ` +
      `(${((ids.length * 5) / seconds).toFixed(1)} jobs/s: 5 queued jobs per order, the first recording the submit)`,
  );
  await Promise.all(apps.map((app) => app.close()));
  const repeated = db
    .select({ orderId: orderStatusEvents.orderId })
    .from(orderStatusEvents)
    .where(
      and(
        eq(orderStatusEvents.companyId, COMPANY),
        eq(orderStatusEvents.status, 'COMPLETED'),
        inArray(orderStatusEvents.orderId, ids),
      ),
    )
    .groupBy(orderStatusEvents.orderId)
    .having(sql`count(*) > 1`)
    .as('repeated');
  const [twice] = await db.select({ n: count() }).from(repeated);
  const [made] = await db
    .select({ n: count() })
    .from(services)
    .where(
      and(eq(services.companyId, COMPANY), like(services.number, `+35850${String(run).padStart(6, '0')}%`)),
    );
  const completedTwice = twice?.n ?? 0;
  const servicesMade = made?.n ?? 0;
  console.log(
    `completed twice: ${completedTwice} orders; services made: ${servicesMade} for ${last.COMPLETED ?? 0} completed orders`,
  );
  for (const handle of new Set(handles)) if (handle !== database) await handle.close();
  await database.close();
  if (completedTwice > 0 || servicesMade !== (last.COMPLETED ?? 0)) process.exitCode = 1;
  if (!config.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
