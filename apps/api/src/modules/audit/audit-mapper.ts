import type { AuditEntry } from '@kaista/domain/audit';
import type { AuditRow } from './audit.repo';

/** An audit row in the shape of the contract (§2 audit log). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    operator: { uid: row.operatorId, name: row.operatorName },
    actedFor: row.actedForId ? { uid: row.actedForId, name: row.actedForName ?? '' } : null,
    companyId: row.companyId,
    action: row.action,
    target: row.target,
    subject: row.subject,
    result: row.result,
  };
}
