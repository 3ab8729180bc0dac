import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';
import { JobSchedule } from './job-schedule';

const HOUR_MS = 60 * 60_000;
const quiet = { error: () => undefined };

describe('scheduled jobs', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('run once per slot however many instances offer it', async () => {
    const queue = new JobQueue(database.db);
    const runs: string[] = [];
    const instances = [1, 2, 3].map(() => {
      const runner = new JobRunner(queue, { log: quiet });
      const schedule = new JobSchedule(queue, runner);
      schedule.every('test.tick', HOUR_MS, async () => {
        runs.push('tick');
      });
      return { runner, schedule };
    });
    const tenPast = Date.UTC(2026, 10, 23, 10, 10);
    for (const { schedule } of instances) await schedule.offer(tenPast);
    await instances[1]!.schedule.offer(tenPast + 40 * 60_000);
    for (const { runner } of instances) while (await runner.runNext());
    expect(runs).toEqual(['tick']);

    await instances[2]!.schedule.offer(tenPast + HOUR_MS);
    for (const { runner } of instances) while (await runner.runNext());
    expect(runs).toEqual(['tick', 'tick']);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'test.tick'))).toHaveLength(2);
  });
});
