import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditCalls, auditQuerySchema } from '@kaista/domain/audit';
import { PAGE_SIZES } from '@kaista/domain/shared/constants';
import { queryApi } from '../../lib/api/call-api';
import { fetchFile } from '../../lib/api/fetch-file';
import { saveFile } from '../../lib/api/save-file';
import type { ListState } from '../../lib/lists/list-search';

/** The log reads in pages of its own size; the address holds only what differs from it. */
export const AUDIT_LIST_DEFAULTS = { pageSize: PAGE_SIZES.auditLog };

/** Offset, page size and the filters by day and by person. */
export type AuditListState = ListState<typeof auditQuerySchema>;

/** GET /businesses/{id}/audit, newest first. */
export function auditQuery(companyId: string, state: AuditListState) {
  return queryOptions({
    queryKey: ['audit', companyId, state] as const,
    queryFn: ({ signal }) => queryApi(auditCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET …/audit.csv of every row the filters select, in the user's language, saved as a file. */
export async function downloadAuditCsv(companyId: string, state: AuditListState): Promise<void> {
  // The file holds every row the filters select; the server leaves paging out of it.
  const blob = await fetchFile(auditCalls.csv, { params: { id: companyId }, query: state });
  saveFile(blob, `audit-${companyId}.csv`);
}
