import type { JobQueue } from './job-queue';
import type { JobHandler, JobRunner } from './job-runner';

/** How often an instance offers the current slot of every scheduled job. */
const OFFER_EVERY_MS = 60_000;

interface Scheduled {
  kind: string;
  everyMs: number;
}

/**
 * Jobs that run every so often on one instance: each instance offers the current time slot's job to the
 * queue under a key of the kind and the slot, the key lets exactly one offer in, and whichever instance
 * takes that job runs it (with the queue's retries).
 */
export class JobSchedule {
  private readonly scheduled: Scheduled[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly runner: JobRunner,
  ) {}

  every(kind: string, everyMs: number, handler: JobHandler, timeLimitMs?: number): void {
    this.runner.handle(kind, handler, timeLimitMs);
    this.scheduled.push({ kind, everyMs });
  }

  /**
   * Offers the current slots now and then every minute; errors wait for the next offer. Resolves once the
   * first offer is in, so that the startup's jobs are in the queue when the app is ready.
   */
  async start(): Promise<void> {
    const offer = () => this.offer().catch(() => undefined);
    this.timer = setInterval(offer, OFFER_EVERY_MS);
    this.timer.unref();
    await offer();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async offer(now = Date.now()): Promise<void> {
    for (const { kind, everyMs } of this.scheduled)
      await this.queue.enqueueOnce(kind, `${kind}@${Math.floor(now / everyMs)}`);
    this.runner.wakeUp();
  }
}
