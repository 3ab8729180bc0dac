import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { paginate, type PageRequest } from '../../db/paginate';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  companyId: string;
  /** Helsinki calendar days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** The operator or the user acted for. */
  actor?: string | undefined;
}

const HELSINKI = 'Europe/Helsinki';

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.companyId, filter.companyId),
    filter.from
      ? sql`${auditLog.occurredAt} >= (${filter.from}::date)::timestamp AT TIME ZONE ${HELSINKI}`
      : undefined,
    filter.to
      ? sql`${auditLog.occurredAt} < (${filter.to}::date + 1)::timestamp AT TIME ZONE ${HELSINKI}`
      : undefined,
    filter.actor
      ? or(eq(auditLog.operatorId, filter.actor), eq(auditLog.actedForId, filter.actor))
      : undefined,
  );
}

/** Reads the audit log; writing is the audit trail plugin's, and only ever an insert. */
export class AuditRepo {
  constructor(private readonly db: Database) {}

  /** Newest first. */
  async list(filter: AuditFilter, request: PageRequest): Promise<Page<AuditRow>> {
    const where = conditions(filter);
    return paginate(this.db, request, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
          .offset(offset)
          .limit(pageSize),
      matches: this.db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .$dynamic(),
    });
  }

  /** Everyone who appears in the company's log, as operator or as the user acted for, by name. */
  async actors(companyId: string): Promise<{ uid: string; name: string }[]> {
    const operators = this.db
      .selectDistinct({ uid: auditLog.operatorId, name: auditLog.operatorName })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    const actedFor = this.db
      .selectDistinct({
        uid: sql<string>`${auditLog.actedForId}`,
        name: sql<string>`${auditLog.actedForName}`,
      })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), sql`${auditLog.actedForId} IS NOT NULL`));
    const rows = await operators.union(actedFor);
    const byId = new Map(rows.map((row) => [row.uid, row]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
  }
}
