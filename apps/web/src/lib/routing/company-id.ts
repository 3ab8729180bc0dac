import { NO_COMPANY_ID } from '@kaista/domain/shared/roles';
import { useParams } from 'react-router';

/** §2: the company id is the first path segment; 0 (no company) where a route has none. */
export function useCompanyId(): string {
  return useParams().companyId ?? NO_COMPANY_ID;
}
