import {
  SERVICE_LIMITS,
  SERVICE_STATUS_SETS,
  type ServiceFilterChoices,
  type ServicePage,
  type ServiceSearch,
  type ServiceStatus,
  type serviceListQuerySchema,
  type serviceSearchQuerySchema,
} from '@kaista/domain/services';
import type { z } from 'zod';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toServiceSummary } from './services-mapper';
import type { ServiceListRepo } from './service-list.repo';

type ServiceListQuery = z.output<typeof serviceListQuerySchema>;
type ServiceSearchQuery = z.output<typeof serviceSearchQuerySchema>;

/** The statuses a list filter names: §4 status sets and statuses, `all` for none. */
export function statusesOf(filter: readonly string[] | undefined): ServiceStatus[] | undefined {
  if (!filter?.length || filter.includes('all')) return undefined;
  const statuses = new Set<ServiceStatus>();
  for (const value of filter) {
    const set = SERVICE_STATUS_SETS[value as keyof typeof SERVICE_STATUS_SETS];
    for (const status of set ?? [value as ServiceStatus]) statuses.add(status);
  }
  return [...statuses];
}

function filterOf(actor: CompanyAccess, query: Omit<ServiceListQuery, 'offset' | 'pageSize'>) {
  return {
    companyId: actor.companyId,
    statuses: statusesOf(query.status),
    type: query.type,
    costPoolId: query.costCentreId,
    payerId: query.payerId,
    user: query.user || undefined,
    search: query.q || undefined,
    sort: query.sort,
    direction: query.direction,
  };
}

/** §2 /services: the inventory's list, its export and its filters, and §7 /search/services. */
export class ServiceListService {
  constructor(private readonly repo: ServiceListRepo) {}

  async list(actor: CompanyAccess, query: ServiceListQuery): Promise<ServicePage> {
    const page = await this.repo.list(
      { ...filterOf(actor, query), offset: query.offset, pageSize: query.pageSize },
      SERVICE_LIMITS.countCap,
    );
    return { ...page, items: page.items.map(toServiceSummary) };
  }

  /** The filtered list in its order, a batch at a time, for a streamed export. */
  async *exportBatches(actor: CompanyAccess, query: Omit<ServiceListQuery, 'offset' | 'pageSize'>) {
    for await (const rows of this.repo.batches(filterOf(actor, query), SERVICE_LIMITS.exportBatch))
      yield rows.map(toServiceSummary);
  }

  /** §7 /search/services: the first hits of a number, ICCID or name, in number order. */
  async search(actor: CompanyAccess, query: ServiceSearchQuery): Promise<ServiceSearch> {
    const rows = await this.repo.search(actor.companyId, query.q, query.hits);
    return { hits: rows.map(toServiceSummary) };
  }

  filterChoices(actor: CompanyAccess): Promise<ServiceFilterChoices> {
    return this.repo.filterChoices(actor.companyId);
  }
}
