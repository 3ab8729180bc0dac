import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditQuerySchema, PAGE_SIZES, type AuditPage } from '@kaista/domain';
import { apiGet, API_ROOT } from '../../lib/http/api-client';
import { toHttpError } from '../../lib/http/http-error';
import { currentLanguage } from '../../lib/i18n/language';
import { writeListQuery, type ListState } from '../../lib/lists/list-search';

/** The log reads in pages of its own size; the address holds only what differs from it. */
export const AUDIT_LIST_DEFAULTS = { pageSize: PAGE_SIZES.auditLog };

/** Offset, page size and the filters by day and by person. */
export type AuditListState = ListState<typeof auditQuerySchema>;

const auditPath = (companyId: string, file: '' | '.csv', state: AuditListState) =>
  `/businesses/${encodeURIComponent(companyId)}/audit${file}?${writeListQuery(state)}`;

/** GET /businesses/{id}/audit, newest first. */
export function auditQuery(companyId: string, state: AuditListState) {
  return queryOptions({
    queryKey: ['audit', companyId, state] as const,
    queryFn: ({ signal }) => apiGet<AuditPage>(auditPath(companyId, '', state), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET …/audit.csv of every row the filters select, in the user's language, saved as a file. */
export async function downloadAuditCsv(companyId: string, state: AuditListState): Promise<void> {
  // The file holds every row the filters select; the server leaves paging out of it.
  const response = await fetch(`${API_ROOT}${auditPath(companyId, '.csv', state)}`, {
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
