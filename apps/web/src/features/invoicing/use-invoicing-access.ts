import { INVOICE_ACCESS } from '@kaista/domain/invoices';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §6, §9: whether the user may do one of the area's named things in the company (the server's own rule). */
export function useInvoicingAccess(companyId: string, what: keyof typeof INVOICE_ACCESS): boolean {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  return meetsAccessRequirement(user, companyId, INVOICE_ACCESS[what], flags);
}
