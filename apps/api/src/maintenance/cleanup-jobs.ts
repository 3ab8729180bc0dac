import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { LoginHoldsRepo } from '../modules/auth/login-holds.repo';
import { IdempotencyStore } from '../plugins/idempotency/idempotency-store';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Scheduled clean-ups, each run by one instance: sessions past their idle or absolute end, login holds whose
 * instance died, idempotency keys past their 24 hours, and files whose write was cut short more than a day ago (none is being written any more).
 * The embedded database runs no autovacuum: its planner statistics are refreshed every hour, the first time
 * just after start-up, which does not wait for it.
 */
export function registerCleanupJobs(app: FastifyInstance, deps: AppDeps): void {
  const holds = new LoginHoldsRepo(deps.db);
  deps.schedule.every('cleanup.sessions', HOUR_MS, () => app.sessions.destroyExpired());
  deps.schedule.every('cleanup.login-holds', HOUR_MS, () => holds.deleteExpired());
  const idempotencyKeys = new IdempotencyStore(deps.db);
  deps.schedule.every('cleanup.idempotency-keys', HOUR_MS, () => idempotencyKeys.deleteExpired());
  deps.schedule.every('cleanup.files', DAY_MS, async () => {
    await deps.files.sweep(new Date(Date.now() - DAY_MS));
  });
  if (!deps.config.databaseUrl) {
    deps.schedule.every('maintenance.analyze', HOUR_MS, async () => {
      await deps.db.execute(sql`analyze`);
    });
  }
}
