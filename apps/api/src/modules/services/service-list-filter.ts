import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { ServiceSortField, ServiceStatus, ServiceType } from '@kaista/domain/services';
import { services } from '../../db/schema';
import { searchCondition } from './service-search-conditions';

export interface ServiceListFilter {
  companyId: string;
  statuses?: readonly ServiceStatus[] | undefined;
  type?: ServiceType | undefined;
  costPoolId?: string | undefined;
  payerId?: string | undefined;
  user?: string | undefined;
  search?: string | undefined;
  sort: ServiceSortField;
  direction: SortDirection;
  offset: number;
  pageSize: number;
}

/** Whether the list's total is a kept count: no filter but the status (§4 sets are statuses too). */
export const countsAreKept = (filter: ServiceListFilter): boolean =>
  !filter.type && !filter.costPoolId && !filter.payerId && !filter.user && !filter.search;

/** The list's filters but its search. */
export function filtersOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(services.companyId, filter.companyId)];
  if (filter.statuses?.length) conditions.push(inArray(services.status, [...filter.statuses]));
  if (filter.type) conditions.push(eq(services.type, filter.type));
  if (filter.costPoolId) conditions.push(eq(services.costPoolId, filter.costPoolId));
  if (filter.payerId) conditions.push(eq(services.payerId, filter.payerId));
  if (filter.user) conditions.push(sql`lower(${services.userName}) = ${filter.user.toLowerCase()}`);
  return and(...conditions) as SQL;
}

/** The list's filters and its search, checked on each row (see `matchesOf` for how words are found). */
export function whereOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>): SQL {
  return and(filtersOf(filter), filter.search ? searchCondition(filter.search) : undefined) as SQL;
}
