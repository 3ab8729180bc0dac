import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import type { PoaStatus } from '@kaista/domain/powers-of-attorney';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { servicePoas } from '../../db/schema';
import { PoasRepo, type PoaRow } from '../../powers-of-attorney/poas.repo';

export interface PoaListFilter {
  status?: PoaStatus | undefined;
  serviceId?: string | undefined;
  offset: number;
  pageSize: number;
}
/** The company's powers of attorney are counted up to this many. */
const POA_COUNT_CAP = 10_000;

/** The company's powers of attorney for its services. */
export class ServicePoasRepo {
  constructor(private readonly db: Database) {}

  /**
   * The company's powers of attorney, newest first (a service's and a port-in's); a §4 state filter reads
   * EXPIRED from the last day (a pending or signed one past it), so PENDING and SIGNED are those still valid.
   */
  async poas(companyId: string, filter: PoaListFilter, today: string): Promise<Page<PoaRow>> {
    const expired = and(
      inArray(servicePoas.status, ['PENDING', 'SIGNED']),
      lt(servicePoas.validUntil, today),
    ) as SQL;
    const byStatus = !filter.status
      ? undefined
      : filter.status === 'EXPIRED'
        ? expired
        : filter.status === 'REJECTED'
          ? eq(servicePoas.status, 'REJECTED')
          : and(eq(servicePoas.status, filter.status), gte(servicePoas.validUntil, today));
    const where = and(
      eq(servicePoas.companyId, companyId),
      filter.serviceId ? eq(servicePoas.serviceId, filter.serviceId) : undefined,
      byStatus,
    ) as SQL;
    return paginate(this.db, filter, {
      countCap: POA_COUNT_CAP,
      matches: this.db
        .select({ one: sql`1` })
        .from(servicePoas)
        .where(where)
        .$dynamic(),
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(servicePoas)
          .where(where)
          .orderBy(desc(servicePoas.createdAt), desc(servicePoas.id))
          .limit(pageSize)
          .offset(offset),
    });
  }

  /** The powers of attorney of both kinds, shared with the port-ins of carts (decision 018). */
  powersOfAttorney(): PoasRepo {
    return new PoasRepo(this.db);
  }
}
