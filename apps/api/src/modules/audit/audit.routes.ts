import type { FastifyInstance } from 'fastify';
import { AUDIT_ACCESS, auditCalls, type AuditEntry } from '@kaista/domain/audit';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { auditCsv } from './audit-csv';
import { AuditRepo, type AuditRow } from './audit.repo';

/** The most rows one CSV export carries; narrower dates give the rest. */
const CSV_MAX_ROWS = 10_000;

function toEntry(row: AuditRow): AuditEntry {
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

/** DESIGN.md §5: the company's administrators and operator staff read the company's audit log. */
export async function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new AuditRepo(deps.db);
  const route = callRoutes(app, ['Audit']);
  const guard = companyScope(deps.db, AUDIT_ACCESS.read);

  route(auditCalls.list, {
    guard,
    handler: async (request) => {
      const { offset, pageSize, ...rest } = request.query;
      const filter = { ...rest, companyId: request.company.companyId };
      const [page, actors] = await Promise.all([
        repo.list(filter, { offset, pageSize }),
        repo.actors(filter.companyId),
      ]);
      return { ...page, items: page.items.map(toEntry), actors };
    },
  });

  route(auditCalls.csv, {
    guard,
    handler: async (request, reply) => {
      const { from, to, actor } = request.query;
      const filter = { from, to, actor, companyId: request.company.companyId };
      const { items } = await repo.list(filter, { offset: 0, pageSize: CSV_MAX_ROWS });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${request.company.companyId}.csv"`)
        .send(auditCsv(items.map(toEntry), request.language));
    },
  });
}
