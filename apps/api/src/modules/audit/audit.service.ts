import type { AuditEntry, AuditPage, auditQuerySchema } from '@kaista/domain/audit';
import type { z } from 'zod';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toAuditEntry } from './audit-mapper';
import type { AuditFilter, AuditRepo } from './audit.repo';

type AuditQuery = z.output<typeof auditQuerySchema>;

/** The most rows one CSV export carries; narrower dates give the rest. */
const CSV_MAX_ROWS = 10_000;

/** DESIGN.md §5: a company's audit log, in its own company only (the route's guard decides who reads it). */
export class AuditService {
  constructor(private readonly repo: AuditRepo) {}

  /** Newest first, with everyone who appears in the company's log for the actor filter. */
  async list(actor: CompanyAccess, query: AuditQuery): Promise<AuditPage> {
    const { offset, pageSize, ...rest } = query;
    const filter: AuditFilter = { ...rest, companyId: actor.companyId };
    const [page, actors] = await Promise.all([
      this.repo.list(filter, { offset, pageSize }),
      this.repo.actors(actor.companyId),
    ]);
    return { ...page, items: page.items.map(toAuditEntry), actors };
  }

  /** The rows of one export: the list's filters, without paging, up to the export's cap. */
  async exportRows(actor: CompanyAccess, query: AuditQuery): Promise<AuditEntry[]> {
    const { from, to, actor: person } = query;
    const filter = { from, to, actor: person, companyId: actor.companyId };
    const { items } = await this.repo.list(filter, { offset: 0, pageSize: CSV_MAX_ROWS });
    return items.map(toAuditEntry);
  }
}
