import { isRealCompanyId, type Company } from '@kaista/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

/** §7: GET /businesses/{id}, the company in the path; nothing to load for company 0. */
export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: ['businesses', companyId] as const,
    queryFn: ({ signal }) => apiGet<Company>(`/businesses/${encodeURIComponent(companyId)}`, signal),
    enabled: isRealCompanyId(companyId),
    staleTime: 5 * 60_000,
  });
}
