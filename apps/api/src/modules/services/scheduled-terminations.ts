import { TARGET_SUBSCRIPTION } from '@kaista/domain/services';
import type { ServiceOrderDesk } from './service-orders';
import type { ScheduledTerminationsRepo } from './scheduled-terminations.repo';

export const SCHEDULED_TERMINATIONS_JOB = 'services.scheduled-terminations';
export const SCHEDULED_TERMINATIONS_EVERY_MS = 60 * 60_000;
/** Services ended per run at most; the next run takes the rest. */
const BATCH = 500;

/**
 * §4 scheduled terminations happen at their date: each run ends the services whose date has come and completes
 * their SCHEDULED CEASE orders (the audit log has the termination from when it was scheduled). A service changed meanwhile is left for the next run.
 */
export class ScheduledTerminations {
  constructor(
    private readonly repo: ScheduledTerminationsRepo,
    private readonly desk: ServiceOrderDesk,
    private readonly today: () => string,
  ) {}

  async run(): Promise<number> {
    const due = await this.repo.dueTerminations(this.today(), BATCH);
    let ended = 0;
    for (const row of due) {
      // The CEASE order made when the termination was scheduled completes with it.
      const completeOrder = (tx: Parameters<ServiceOrderDesk['completeScheduled']>[0]) =>
        this.desk.completeScheduled(tx, row.companyId, 'CEASE', TARGET_SUBSCRIPTION, row.id);
      if (await this.repo.endScheduled(row, completeOrder)) ended++;
    }
    return ended;
  }
}
