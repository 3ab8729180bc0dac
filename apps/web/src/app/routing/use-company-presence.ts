import { NO_COMPANY_ID } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { companyQuery } from '../../lib/session/company-query';

export type CompanyPresence = 'present' | 'pending' | 'missing';

/**
 * Whether the company in the path is known to the server: missing on 404 (it does not exist, or is not the
 * user's), pending until it answers; any other failure counts as present and the page reports it itself.
 */
export function useCompanyPresence(companyId: string | null): CompanyPresence {
  const company = useQuery(companyQuery(companyId ?? NO_COMPANY_ID));
  if (company.error instanceof HttpError && company.error.status === 404) return 'missing';
  return company.isLoading ? 'pending' : 'present';
}

/**
 * The company of the current address, or null when the server does not know it (an operator's mistyped
 * number): the shell then stands as outside any company, without that company's search, cart and menu.
 */
export function useKnownPathCompanyId(): string | null {
  const pathCompanyId = useMatches().at(-1)?.params.companyId ?? null;
  return useCompanyPresence(pathCompanyId) === 'missing' ? null : pathCompanyId;
}
