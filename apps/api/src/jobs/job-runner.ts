import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client';
import type { JobQueue } from './job-queue';

export type JobHandler = (payload: unknown) => Promise<void>;

/**
 * How long a job may run before its runner gives up on it and takes the next: far beyond any integration's own
 * time limit (SMTP, SMS and e-mail over HTTP each have one), so only a handler that never settles meets it.
 */
export const DEFAULT_JOB_TIME_LIMIT_MS = 10 * 60_000;

interface ErrorLog {
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  /** How long a taken job stays this instance's without renewal: after a crash, the wait before a retry. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs queued by other instances or due for a retry. */
  pollMs?: number;
  /** The time limit of a kind of job registered without its own. */
  timeLimitMs?: number;
  log: ErrorLog;
}

/**
 * The handler's run, or a failure once it has taken `limitMs`: a handler that never settles (a call with no
 * time limit of its own) would otherwise hold its instance's runner, and every job after it, for good. The run
 * cut off may still finish later; as a handler may run twice anyway, its retry is harmless.
 */
async function withinTimeLimit(run: Promise<void>, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The job ran past its time limit of ${limitMs / 1000} s and was given up.`)),
      limitMs,
    );
  });
  run.catch(() => undefined);
  try {
    await Promise.race([run, overrun]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Takes and runs queued jobs one at a time on this instance. Modules register a handler per kind of job;
 * a handler may run more than once if an instance dies after its effect and before marking it done, so
 * handlers do only what is harmless to repeat.
 */
export class JobRunner {
  /** Names this instance on the jobs it holds. */
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, { handler: JobHandler; timeLimitMs: number }>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly timeLimitMs: number;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** The job that ran last, marked done by the next claim: one statement for both, not two. */
  private finished: number | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly options: JobRunnerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_JOB_TIME_LIMIT_MS;
  }

  /** Registers the handler of a kind of job, with the time limit of its longest legitimate run. */
  handle(kind: string, handler: JobHandler, timeLimitMs = this.timeLimitMs): void {
    this.handlers.set(kind, { handler, timeLimitMs });
  }

  async enqueue(kind: string, payload: unknown, db?: Database, delayMs = 0): Promise<number> {
    const id = await this.queue.enqueue(kind, payload, db, delayMs);
    this.wakeUp();
    return id;
  }

  /**
   * A job's insert for the caller to send in a statement of its own (`JobQueue.insertion`); once its
   * transaction is committed, `wakeUp()` has it run at once.
   */
  insertion(kind: string, payload: unknown, db: Database, delayMs = 0) {
    return this.queue.insertion(kind, payload, db, delayMs);
  }

  /** Waits at most `timeoutMs` for the queued jobs of a kind to be done; false if some still are not. */
  async settled(kind: string, timeoutMs: number): Promise<boolean> {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(25))
      if ((await this.queue.pending(kind)) === 0) return true;
    return (await this.queue.pending(kind)) === 0;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Looks for due jobs at once rather than at the next poll. */
  wakeUp(): void {
    this.wake?.();
  }

  /**
   * Takes one due job and runs it; false when there was none. A job that ran is marked done by the next
   * call (the loop makes it at once) or by `stop`.
   */
  async runNext(): Promise<boolean> {
    const job = await this.queue.claim(this.worker, this.leaseMs, this.finished ?? undefined);
    this.finished = null;
    if (!job) return false;
    const renew = () => void this.queue.extend(job.id, this.worker, this.leaseMs).catch(() => undefined);
    const heartbeat = setInterval(renew, this.leaseMs / 3);
    try {
      const registered = this.handlers.get(job.kind);
      if (!registered) throw new Error(`No handler for jobs of kind ${job.kind}.`);
      await withinTimeLimit(registered.handler(job.payload), registered.timeLimitMs);
      this.finished = job.id;
    } catch (error) {
      this.options.log.error(
        { err: error, job: job.id, kind: job.kind, attempt: job.attempts },
        'job failed',
      );
      await this.queue.fail(job, this.worker, error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Stops taking jobs, lets the running one finish for at most `graceMs`, then hands back what it holds. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (this.loop) await Promise.race([this.loop, sleep(graceMs)]);
    if (this.finished !== null) await this.queue.complete(this.finished, this.worker);
    this.finished = null;
    await this.queue.release(this.worker);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const ran = await this.runNext().catch((error: unknown) => {
        this.options.log.error({ err: error }, 'job queue unreachable');
        return false;
      });
      if (!ran && !this.stopping) await this.idle();
    }
  }

  private async idle(): Promise<void> {
    const controller = new AbortController();
    this.wake = () => controller.abort();
    await sleep(this.pollMs, undefined, { signal: controller.signal }).catch(() => undefined);
    this.wake = null;
  }
}
