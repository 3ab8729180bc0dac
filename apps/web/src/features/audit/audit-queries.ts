import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES, type AuditPage } from '@kaista/domain';
import { apiGet, API_ROOT } from '../../lib/http/api-client';
import { toHttpError } from '../../lib/http/http-error';
import { currentLanguage } from '../../lib/i18n/language';

export const AUDIT_PAGE_SIZE = PAGE_SIZES.auditLog;

export type AuditFilters = { from: string; to: string; actor: string };

function searchParams(companyId: string, filters: AuditFilters, offset?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (offset !== undefined) {
    params.set('offset', String(offset));
    params.set('pageSize', String(AUDIT_PAGE_SIZE));
  }
  return `/businesses/${encodeURIComponent(companyId)}/audit${offset === undefined ? '.csv' : ''}?${params}`;
}

/** GET /businesses/{id}/audit, newest first. */
export function auditQuery(companyId: string, filters: AuditFilters, offset: number) {
  return queryOptions({
    queryKey: ['audit', companyId, filters, offset] as const,
    queryFn: ({ signal }) => apiGet<AuditPage>(searchParams(companyId, filters, offset), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET …/audit.csv in the user's language, saved as a file. */
export async function downloadAuditCsv(companyId: string, filters: AuditFilters): Promise<void> {
  const response = await fetch(`${API_ROOT}${searchParams(companyId, filters)}`, {
    headers: { 'X-Accept-Language': currentLanguage() },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toHttpError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${companyId}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
