import { NO_COMPANY_ID } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../lib/http/http-error';
import { companyQuery } from '../../lib/session/company-query';

/** Whether the company in the path is unknown to the server (404: it does not exist, or is not the user's). */
export function useCompanyMissing(companyId: string | null): boolean {
  const company = useQuery(companyQuery(companyId ?? NO_COMPANY_ID));
  return company.error instanceof HttpError && company.error.status === 404;
}
