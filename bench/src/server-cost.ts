import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@kaista/api/src/db/client';

/** Linux's clock ticks per second, in which /proc reports a process's CPU time. */
const TICKS_PER_SECOND = 100;
/** The longest wait for the jobs a call queued (an order's fulfilment steps) to be done. */
const DRAIN_TIMEOUT_MS = 180_000;

/**
 * The CPU time (user and system) a process and its child processes (a cluster's instances) have used so far,
 * in ms, from /proc/<pid>/stat.
 */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.reduce((sum, child) => sum + cpuMs(Number(child)), own);
}

export interface CallCost {
  title: string;
  calls: number;
  /** The portal process's CPU ms per call, the calls sent one at a time. */
  cpuMsPerCall: number;
  /** Statements per call (pg_stat_statements), null when it cannot be read. */
  statementsPerCall: number | null;
}

/**
 * What calls cost the portal, sent one at a time: its process's CPU time, and with DATABASE_URL the statements
 * the database executed (pg_stat_statements, which needs `shared_preload_libraries = 'pg_stat_statements'`
 * and `create extension pg_stat_statements`; without it, no count). Every statement counts, the portal's
 * background jobs among them; with `drain` the measure starts when no job is due and lasts until the jobs the
 * calls queued are done (an order's fulfilment steps), so they are charged to the calls that made them.
 */
export class CostMeter {
  private constructor(
    private readonly pid: number,
    private readonly database: DatabaseHandle | null,
  ) {}

  static async open(pid: number): Promise<CostMeter> {
    const databaseUrl = process.env.DATABASE_URL;
    return new CostMeter(pid, databaseUrl ? await openDatabase({ databaseUrl, dataDir: '' }) : null);
  }

  async measure(
    title: string,
    calls: number,
    send: (n: number) => Promise<void>,
    drain = false,
  ): Promise<CallCost> {
    // Jobs queued before (an earlier run's orders) are not these calls' cost.
    if (drain) await this.drain();
    const before = { cpu: cpuMs(this.pid), statements: await this.statements() };
    for (let n = 0; n < calls; n++) await send(n);
    // The meter's own statements: the counts and the polls of the job queue.
    let own = 1;
    if (drain) own += await this.drain();
    const after = { cpu: cpuMs(this.pid), statements: await this.statements() };
    return {
      title,
      calls,
      cpuMsPerCall: (after.cpu - before.cpu) / calls,
      statementsPerCall:
        before.statements === null || after.statements === null
          ? null
          : (after.statements - before.statements - own) / calls,
    };
  }

  close(): Promise<void> {
    return this.database?.close() ?? Promise.resolve();
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await this.database!.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  private async statements(): Promise<number | null> {
    if (!this.database) return null;
    try {
      const [row] = await this.rows<{ calls: string }>(
        sql`select sum(calls)::text as calls from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())`,
      );
      return Number(row!.calls);
    } catch {
      return null;
    }
  }

  /** Waits until no job is queued to run within the next minute; answers how many polls it took. */
  private async drain(): Promise<number> {
    if (!this.database) return 0;
    const started = Date.now();
    for (let polls = 1; ; polls++) {
      const [row] = await this.rows<{ queued: string }>(
        sql`select count(*)::text as queued from jobs
            where state = 'queued' and run_at < now() + interval '1 minute'`,
      );
      if (Number(row!.queued) === 0 || Date.now() - started > DRAIN_TIMEOUT_MS) return polls;
      await sleep(500);
    }
  }
}
