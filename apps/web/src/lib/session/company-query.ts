import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { queryOptions } from '@tanstack/react-query';
import { queryApi } from '../api/call-api';
import { HttpError } from '../http/http-error';
import { shellBusinessesCalls } from './shell-calls';

/**
 * §7: GET /businesses/{id}, the company in the path; nothing to load for company 0. Silent: a company that is
 * not found gets the shell's not-found view instead of a notice, and the page's own calls report other errors.
 */
export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: ['businesses', companyId] as const,
    queryFn: ({ signal }) =>
      queryApi(shellBusinessesCalls.get, { params: { id: companyId } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId),
    staleTime: 5 * 60_000,
    // An answer from the server is final; only a dropped connection is worth one more try.
    retry: (failures, error) => !(error instanceof HttpError) && failures < 1,
  });
}
