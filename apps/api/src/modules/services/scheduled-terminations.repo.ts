import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quarantineEndedNumber } from '../../db/number-releases';
import { nextVersion } from '../../db/optimistic-lock';
import { services } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';
import type { ServiceRow } from './service-rows';

/** The services whose scheduled termination is due, and their ending. */
export class ScheduledTerminationsRepo {
  constructor(private readonly db: Database) {}

  /** Scheduled terminations due on or before `today`, across companies, for the job that carries them out. */
  async dueTerminations(today: string, limit: number): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(isNotNull(services.scheduledTermination), lte(services.scheduledTermination, today)))
      .limit(limit);
  }

  /** Ends a service whose scheduled termination is due, its number into quarantine; nothing when it changed meanwhile. */
  async endScheduled(row: ServiceRow, along: AlongWith): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(services)
        .set({
          status: 'TERMINATED',
          suspensionKind: null,
          endedOn: row.scheduledTermination,
          scheduledTermination: null,
          updatedAt: new Date(),
          version: nextVersion(services.version),
        })
        .where(
          and(
            eq(services.companyId, row.companyId),
            eq(services.id, row.id),
            eq(services.version, row.version),
          ),
        )
        .returning({ id: services.id });
      if (!updated) return false;
      await quarantineEndedNumber(tx, { ...row, endedOn: row.scheduledTermination! });
      await along(tx);
      return true;
    });
  }
}
