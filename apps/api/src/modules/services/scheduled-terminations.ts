import type { ServicesRepo } from './services.repo';

export const SCHEDULED_TERMINATIONS_JOB = 'services.scheduled-terminations';
export const SCHEDULED_TERMINATIONS_EVERY_MS = 60 * 60_000;
/** Services ended per run at most; the next run takes the rest. */
const BATCH = 500;

/**
 * §4 scheduled terminations happen at their date: each run ends the services whose date has come (the audit
 * log has the termination from when it was scheduled). A service changed meanwhile is left for the next run.
 */
export class ScheduledTerminations {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly today: () => string,
  ) {}

  async run(): Promise<number> {
    const due = await this.repo.dueTerminations(this.today(), BATCH);
    let ended = 0;
    for (const row of due) if (await this.repo.endScheduled(row, async () => {})) ended++;
    return ended;
  }
}
