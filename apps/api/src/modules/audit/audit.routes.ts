import type { FastifyInstance } from 'fastify';
import { AUDIT_ACCESS, auditCalls } from '@kaista/domain/audit';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { auditCsv } from './audit-csv';
import { AuditRepo } from './audit.repo';
import { AuditService } from './audit.service';

/** DESIGN.md §5: the company's administrators and operator staff read the company's audit log. */
export async function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new AuditService(new AuditRepo(deps.db));
  const route = callRoutes(app, ['Audit']);
  const guard = companyScope(deps.db, AUDIT_ACCESS.read);

  route(auditCalls.list, {
    guard,
    handler: async (request) => service.list(request.company, request.query),
  });

  route(auditCalls.csv, {
    guard,
    handler: async (request, reply) => {
      const entries = await service.exportRows(request.company, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${request.company.companyId}.csv"`)
        .send(auditCsv(entries, request.language));
    },
  });
}
