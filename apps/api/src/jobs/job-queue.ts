import { and, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { withWrites } from '../db/writes-alongside';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait before a failed job's next attempt: 5 s, doubling with each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

const millisecondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The jobs table's SQL: every change to a taken job names its taker, so a late one changes nothing. */
export class JobQueue {
  constructor(private readonly db: Database) {}

  /**
   * Queues a job; pass a transaction as `db` so that it is queued only if the rest of the change is kept,
   * and `delayMs` for a job that is not due at once.
   */
  async enqueue(kind: string, payload: unknown, db: Database = this.db, delayMs = 0): Promise<number> {
    const [row] = await this.insertion(kind, payload, db, delayMs).returning({ id: jobs.id });
    return row?.id ?? 0;
  }

  /**
   * The insert that queues a job, unsent: a caller sends it within a statement of its own (a writable CTE),
   * so that a job costs its transaction no round trip of its own.
   */
  insertion(kind: string, payload: unknown, db: Database = this.db, delayMs = 0) {
    return db
      .insert(jobs)
      .values({ kind, payload, ...(delayMs > 0 ? { runAt: millisecondsFromNow(delayMs) } : {}) });
  }

  /** Queues a job unless one of the same key was queued before: one run per scheduled slot. */
  async enqueueOnce(kind: string, scheduleKey: string): Promise<void> {
    await this.db.insert(jobs).values({ kind, payload: {}, scheduleKey }).onConflictDoNothing();
  }

  /**
   * Takes the next due job no one holds, skipping rows another instance is taking at this moment; `finished`,
   * a job of the worker's that has run, is marked done in the same statement (as `complete` would).
   */
  async claim(worker: string, leaseMs: number, finished?: number): Promise<ClaimedJob | null> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'queued'),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const done = finished === undefined ? [] : [this.completion(finished, worker)];
    const [job] = await withWrites(this.db, done)
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: worker,
        lockedUntil: millisecondsFromNow(leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    return job ?? null;
  }

  /** Keeps a running job's lease; false when the job is no longer this worker's. */
  async extend(id: number, worker: string, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ lockedUntil: millisecondsFromNow(leaseMs) })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Marks a job done and forgets its payload (it may hold an address); false when it was not this worker's. */
  async complete(id: number, worker: string): Promise<boolean> {
    const rows = await this.completion(id, worker).returning({ id: jobs.id });
    return rows.length > 0;
  }

  private completion(id: number, worker: string) {
    return this.db
      .update(jobs)
      .set({ state: 'done', payload: {}, lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
  }

  /** Puts a failed job back with a growing delay, or gives it up once its attempts are used. */
  async fail(job: ClaimedJob, worker: string, error: string): Promise<void> {
    const givenUp = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
    await this.db
      .update(jobs)
      .set({
        state: sql`case when ${givenUp} then 'failed' else 'queued' end`,
        runAt: millisecondsFromNow(retryDelayMs(job.attempts)),
        finishedAt: sql`case when ${givenUp} then now() end`,
        lockedBy: null,
        lockedUntil: null,
        lastError: error.slice(0, 2000),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
  }

  /** Hands back what a stopping worker still holds, uncounted, for another instance to take at once. */
  async release(worker: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(and(eq(jobs.lockedBy, worker), eq(jobs.state, 'queued')));
  }

  /** Jobs of one kind not yet done (waiting, running or due for a retry). */
  async pending(kind: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued')));
    return row?.n ?? 0;
  }

  /** Jobs waiting or running, for the metrics. */
  async depth(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(jobs).where(eq(jobs.state, 'queued'));
    return row?.n ?? 0;
  }
}
