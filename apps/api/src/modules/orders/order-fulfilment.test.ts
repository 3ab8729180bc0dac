import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FULFILMENT_JOB } from '@kaista/domain/orders';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobs, numberPool, operatorNumbers, orders, orderStatusEvents } from '../../db/schema';
import { JobQueue } from '../../jobs/job-queue';
import { JobRunner } from '../../jobs/job-runner';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { FULFILMENT_MAX_ATTEMPTS, OrderFulfilment } from './order-fulfilment';
import type { CompletedOrder, OrderInventory } from './order-inventory';

const COMPANY = DEMO_COMPANY.pohjola;
const quiet = { error: () => undefined };

/** A submitted order as the order capture writes it, with its first fulfilment job queued. */
async function submittedOrder(db: Database, queue: JobQueue, status = 'SUBMITTED'): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      companyId: COMPANY,
      cartCode: crypto.randomUUID(),
      userId: demoUuid(1, 5),
      userName: 'Maria Manninen',
      status,
      orderType: 'NEW',
      manualCheckRequired: status === 'HOLD',
      oneTimeCents: 0,
      monthlyCents: 2690,
    })
    .returning({ id: orders.id });
  await queue.enqueue(ORDER_FULFILMENT_JOB, { companyId: COMPANY, orderId: order!.id, status });
  return order!.id;
}

async function timeline(db: Database, orderId: string): Promise<string[]> {
  const rows = await db
    .select({
      status: orderStatusEvents.status,
      reason: orderStatusEvents.reason,
      code: orderStatusEvents.reasonCode,
    })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.companyId, COMPANY), eq(orderStatusEvents.orderId, orderId)))
    .orderBy(asc(orderStatusEvents.seq));
  return rows.map((row) => [row.status, row.code, row.reason].filter(Boolean).join(': '));
}

/** Runs due jobs on this runner until none is left. */
async function drain(runner: JobRunner): Promise<void> {
  for (let runs = 0; await runner.runNext(); runs++) if (runs > 200) throw new Error('jobs never ran out');
}

describe('order fulfilment', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const applied: CompletedOrder[] = [];
  let failNext: string[] = [];
  const inventory: OrderInventory = {
    applyCompletedOrder: async (_tx, order) => {
      const failure = failNext.shift();
      if (failure === 'refuse')
        return {
          applied: false,
          reason: {
            code: 'TARGET_ENDED',
            params: { number: '+358401234567' },
            text: 'The subscription ended.',
          },
        };
      if (failure) throw new Error(failure);
      applied.push(order);
      return { applied: true };
    },
  };
  const runner = () => {
    const jobsRunner = new JobRunner(queue, { log: quiet });
    new OrderFulfilment(database.db, jobsRunner, inventory, 0).register();
    return jobsRunner;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = new JobQueue(database.db);
  }, 60_000);
  afterAll(() => database.close());

  it('moves a submitted order along the §4 path and applies it to the inventory once, at completion', async () => {
    const orderId = await submittedOrder(database.db, queue);
    const jobsRunner = runner();
    await drain(jobsRunner);
    expect(await timeline(database.db, orderId)).toEqual([
      'SUBMITTED',
      'VALIDATED',
      'INPROGRESS',
      'COMPLETED',
    ]);
    expect(applied.filter((order) => order.orderId === orderId)).toHaveLength(1);
    // The same step again (a job run twice after a crash) finds the order moved and changes nothing.
    await new OrderFulfilment(database.db, jobsRunner, inventory, 0).step({
      companyId: COMPANY,
      orderId,
      status: 'INPROGRESS',
    });
    expect(await timeline(database.db, orderId)).toHaveLength(4);
    expect(applied.filter((order) => order.orderId === orderId)).toHaveLength(1);
  });

  it('retries a failing step, and a refusal or too many failures end in ERRORED with the reason', async () => {
    const jobsRunner = runner();
    const retried = await submittedOrder(database.db, queue);
    failNext = ['services unreachable'];
    await drain(jobsRunner);
    expect(await timeline(database.db, retried)).toEqual([
      'SUBMITTED',
      'VALIDATED',
      'INPROGRESS',
      'COMPLETED',
    ]);
    expect(applied.filter((order) => order.orderId === retried)).toHaveLength(1);

    const refused = await submittedOrder(database.db, queue);
    failNext = ['refuse'];
    await drain(jobsRunner);
    // A known refusal keeps its case for the page to say in the reader's language, and its English text.
    expect((await timeline(database.db, refused)).at(-1)).toBe(
      'ERRORED: TARGET_ENDED: The subscription ended.',
    );

    const broken = await submittedOrder(database.db, queue);
    failNext = Array.from({ length: FULFILMENT_MAX_ATTEMPTS }, () => 'services unreachable');
    await drain(jobsRunner);
    expect((await timeline(database.db, broken)).at(-1)).toBe('ERRORED: services unreachable');
    expect(applied.some((order) => order.orderId === broken)).toBe(false);
    failNext = [];
  });

  /** The order takes the lowest free number of the company's register and of the operator's range. */
  async function takeNumbers(orderId: string): Promise<string[]> {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const taken = { status: 'TAKEN', cartCode: order!.cartCode };
    const [own] = await database.db
      .update(numberPool)
      .set(taken)
      .where(
        sql`(${numberPool.companyId}, ${numberPool.number}) = (select company_id, number from number_pool
          where company_id = ${COMPANY} and status = 'AVAILABLE' order by number limit 1)`,
      )
      .returning({ number: numberPool.number });
    const [operator] = await database.db
      .update(operatorNumbers)
      .set({ ...taken, companyId: COMPANY })
      .where(
        sql`${operatorNumbers.number} = (select number from operator_numbers
          where status = 'AVAILABLE' order by number limit 1)`,
      )
      .returning({ number: operatorNumbers.number });
    return [own!.number, operator!.number];
  }
  const statesOf = async ([own, operator]: string[]) => [
    ...(await database.db
      .select({ status: numberPool.status, cartCode: numberPool.cartCode })
      .from(numberPool)
      .where(and(eq(numberPool.companyId, COMPANY), eq(numberPool.number, own!)))),
    ...(await database.db
      .select({ status: operatorNumbers.status, cartCode: operatorNumbers.cartCode })
      .from(operatorNumbers)
      .where(eq(operatorNumbers.number, operator!))),
  ];

  it('gives back at once the numbers of an order that ends ERRORED; a completed order keeps its own', async () => {
    const jobsRunner = runner();
    const completed = await submittedOrder(database.db, queue);
    const kept = await takeNumbers(completed);
    await drain(jobsRunner);
    expect((await statesOf(kept)).map((row) => row.status)).toEqual(['TAKEN', 'TAKEN']);

    const refused = await submittedOrder(database.db, queue);
    const refusedNumbers = await takeNumbers(refused);
    failNext = ['refuse'];
    await drain(jobsRunner);
    const free = { status: 'AVAILABLE', cartCode: null };
    expect(await statesOf(refusedNumbers)).toEqual([free, free]);
    const [operator] = await database.db
      .select()
      .from(operatorNumbers)
      .where(eq(operatorNumbers.number, refusedNumbers[1]!));
    expect(operator!.companyId).toBeNull();

    const broken = await submittedOrder(database.db, queue);
    const brokenNumbers = await takeNumbers(broken);
    failNext = Array.from({ length: FULFILMENT_MAX_ATTEMPTS }, () => 'services unreachable');
    await drain(jobsRunner);
    expect((await timeline(database.db, broken)).at(-1)).toBe('ERRORED: services unreachable');
    expect(await statesOf(brokenNumbers)).toEqual([free, free]);
    failNext = [];
  });

  it('leaves an order on HOLD (manual credit check) where it is', async () => {
    const held = await submittedOrder(database.db, queue, 'HOLD');
    await drain(runner());
    expect(await timeline(database.db, held)).toEqual(['HOLD']);
  });
});

describe('order fulfilment across a restart of the app', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  const start = (stepMs: number) =>
    buildApp({
      config: {
        ...loadConfig({ KAISTA_ENV: 'ci' }),
        webDistDir: '/nonexistent',
        orderFulfilmentStepMs: stepMs,
      },
      db: database.db,
      files: database.files,
    });
  const statusOf = async (orderId: string) =>
    (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.status;
  const waitFor = async (orderIds: string[], statuses: string[], timeoutMs = 20_000) => {
    for (
      const until = Date.now() + timeoutMs;
      Date.now() < until;
      await new Promise((r) => setTimeout(r, 50))
    )
      if ((await Promise.all(orderIds.map(statusOf))).every((status) => statuses.includes(status ?? '')))
        return;
    throw new Error(`orders did not reach ${statuses.join(' or ')}`);
  };

  /** The orders' next steps are queued and not yet due (a step is waiting out the app's step time). */
  const waitingSteps = async (orderIds: string[]) =>
    (
      await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, ORDER_FULFILMENT_JOB),
            eq(jobs.state, 'queued'),
            sql`${jobs.runAt} > now()`,
            inArray(sql`${jobs.payload}->>'orderId'`, orderIds),
          ),
        )
    ).length;
  const waitForWaitingSteps = async (orderIds: string[], timeoutMs = 20_000) => {
    for (
      const until = Date.now() + timeoutMs;
      Date.now() < until;
      await new Promise((r) => setTimeout(r, 50))
    )
      if ((await waitingSteps(orderIds)) === orderIds.length) return;
    throw new Error("the orders' next steps were not queued");
  };
  /** The step time passes for these orders' queued steps (the clock moves on; the app waits for no one). */
  const stepTimePasses = (orderIds: string[]) =>
    database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(jobs.kind, ORDER_FULFILMENT_JOB),
          eq(jobs.state, 'queued'),
          inArray(sql`${jobs.payload}->>'orderId'`, orderIds),
        ),
      );

  it('loses no order and completes none twice when the app stops mid-fulfilment and starts again', async () => {
    const queue = new JobQueue(database.db);
    // An hour between steps: the first app moves the orders exactly as far as the test lets the time pass,
    // whatever the machine's load, and is stopped with every order's next step queued and not yet run.
    const first = await start(60 * 60_000);
    await first.ready();
    const orderIds = [];
    for (let n = 0; n < 5; n++) orderIds.push(await submittedOrder(database.db, queue));
    await waitForWaitingSteps(orderIds);
    await stepTimePasses(orderIds);
    await waitFor(orderIds, ['VALIDATED']);
    await waitForWaitingSteps(orderIds);
    await first.close();
    expect(await Promise.all(orderIds.map(statusOf))).toEqual(orderIds.map(() => 'VALIDATED'));

    // While the app was down its queued steps came due; the second app takes them over and finishes.
    await stepTimePasses(orderIds);
    const second = await start(50);
    await second.ready();
    await waitFor(orderIds, ['COMPLETED']);
    await second.close();
    for (const orderId of orderIds)
      expect(await timeline(database.db, orderId)).toEqual([
        'SUBMITTED',
        'VALIDATED',
        'INPROGRESS',
        'COMPLETED',
      ]);
    const left = await database.db.select().from(jobs).where(eq(jobs.kind, ORDER_FULFILMENT_JOB));
    expect(left.every((job) => job.state === 'done')).toBe(true);
  }, 60_000);
});
