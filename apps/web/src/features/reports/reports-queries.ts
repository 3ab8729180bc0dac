import { reportCalls, type BuiltInReport, type ReportQuery } from '@kaista/domain/reports';
import { queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { currentLanguage } from '../../lib/i18n/language';

/** §7 GET /reports: the catalogue the user may read. */
export const reportCatalogueQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['reports', companyId, 'catalogue'],
    queryFn: ({ signal }) => queryApi(reportCalls.catalogue, { params: { id: companyId } }, signal),
    staleTime: 60_000,
  });

/**
 * One built-in report with its filters; its texts are in the user's language, so the language is in the key.
 * While a filter changes, the same report's last answer stays: its filter keeps the choices it came with.
 */
export const reportQuery = (companyId: string, reportId: BuiltInReport, filters: ReportQuery) =>
  queryOptions({
    queryKey: ['reports', companyId, reportId, filters, currentLanguage()],
    queryFn: ({ signal }) =>
      queryApi(reportCalls.report, { params: { id: companyId, reportId }, query: filters }, signal),
    staleTime: 30_000,
    placeholderData: (previous) => (previous?.report === reportId ? previous : undefined),
  });
