import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { JobQueue } from './job-queue';
import { JobRunner, type JobHandler } from './job-runner';

const quiet = { error: () => undefined };
const LEASE_MS = 400;

describe('the job queue shared by every instance', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  let ran: unknown[];
  const instance = (
    handler: JobHandler = async (payload) => {
      ran.push(payload);
    },
  ) => {
    const runner = new JobRunner(queue, { leaseMs: LEASE_MS, log: quiet });
    runner.handle('test', handler);
    return runner;
  };
  const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = new JobQueue(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    ran = [];
    await database.db.delete(jobs);
  });

  it('runs a queued job once, then marks it done and forgets its payload', async () => {
    const id = await queue.enqueue('test', { to: 'someone@example.com' });
    const runner = instance();
    expect(await runner.runNext()).toBe(true);
    expect(await runner.runNext()).toBe(false);
    expect(ran).toEqual([{ to: 'someone@example.com' }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', payload: {}, lockedBy: null });
  });

  it('marks the job that ran last done when its instance stops, so no other instance runs it again', async () => {
    const id = await queue.enqueue('test', { n: 1 });
    const stopping = instance();
    // It ran; being the last, no later claim of this instance marks it done.
    expect(await stopping.runNext()).toBe(true);
    await stopping.stop(0);
    expect(await jobRow(id)).toMatchObject({ state: 'done', lockedBy: null });
    expect(await instance().runNext()).toBe(false);
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('retries a failing job later, and gives it up once its attempts are used', async () => {
    const id = await queue.enqueue('test', {});
    const runner = instance(async () => {
      throw new Error('provider down');
    });
    await runner.runNext();
    const retried = await jobRow(id);
    expect(retried).toMatchObject({ state: 'queued', attempts: 1, lastError: 'provider down' });
    expect(retried.runAt.getTime()).toBeGreaterThan(retried.createdAt.getTime());
    expect(await runner.runNext()).toBe(false);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()`, maxAttempts: 2 })
      .where(eq(jobs.id, id));
    await runner.runNext();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('lets another instance take the job of an instance that died mid-job, and runs it once', async () => {
    const id = await queue.enqueue('test', { n: 1 });
    // The instance takes the job and dies: it neither finishes, renews its lease nor hands the job back.
    expect(await queue.claim('dead-instance', LEASE_MS)).toMatchObject({ id });
    const survivor = instance();
    expect(await survivor.runNext()).toBe(false);
    await vi.waitFor(async () => expect(await survivor.runNext()).toBe(true), { timeout: 10_000 });
    expect(ran).toEqual([{ n: 1 }]);
    // Were the dead instance only slow, its late word changes nothing; the survivor's next claim marks it done.
    expect(await queue.complete(id, 'dead-instance')).toBe(false);
    expect(await survivor.runNext()).toBe(false);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps a long job its runner’s for as long as the runner lives', async () => {
    await queue.enqueue('test', { n: 1 });
    let finish = () => undefined as void;
    const busy = instance(() => new Promise<void>((resolve) => (finish = resolve)));
    const running = busy.runNext();
    const other = instance();
    for (let look = 0; look < 8; look += 1) {
      expect(await other.runNext()).toBe(false);
      await sleep(LEASE_MS / 2);
    }
    finish();
    await running;
    expect(ran).toEqual([]);
  });

  it('gives up a job that never settles once its time limit has passed, and goes on to the next', async () => {
    const hung = await queue.enqueue('hangs', {});
    const next = await queue.enqueue('test', { n: 2 });
    const runner = instance();
    runner.handle('hangs', () => new Promise<void>(() => undefined), 300);
    runner.start();
    await vi.waitFor(() => expect(ran).toEqual([{ n: 2 }]), { timeout: 10_000 });
    await runner.stop(1_000);
    expect(await jobRow(hung)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lockedBy: null,
      lastError: 'The job ran past its time limit of 0.3 s and was given up.',
    });
    expect(await jobRow(next)).toMatchObject({ state: 'done' });
  });

  it('runs each of many jobs exactly once with two instances taking them together', async () => {
    for (let n = 0; n < 20; n += 1) await queue.enqueue('test', { n });
    const first = instance();
    const second = instance();
    first.start();
    second.start();
    await vi.waitFor(async () => expect(await queue.depth()).toBe(0), { timeout: 20_000 });
    await Promise.all([first.stop(1_000), second.stop(1_000)]);
    const numbers = ran.map((payload) => (payload as { n: number }).n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('hands a job back, uncounted, when its instance stops before the job ends', async () => {
    const id = await queue.enqueue('test', {});
    const stopping = instance(() => new Promise<void>(() => undefined));
    stopping.start();
    await vi.waitFor(async () => expect((await jobRow(id)).lockedBy).toBe(stopping.worker));
    await stopping.stop(100);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', lockedBy: null, attempts: 0 });
    expect(await instance().runNext()).toBe(true);
  });
});
