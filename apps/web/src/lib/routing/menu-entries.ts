import type { FeatureFlags } from '@kaista/domain/shared/constants';
import { visibleMenuEntries, type RoleHolder, type VisibleMenuEntry } from '@kaista/domain/shared/roles';
import { deployment } from '../deployment';

/** §6: the menu entries of the user in a company, with this deployment's settings (office supplies). */
export function menuEntriesFor(
  user: RoleHolder,
  companyId: string | null,
  flags: FeatureFlags,
): VisibleMenuEntry[] {
  return visibleMenuEntries(user, companyId, flags, {
    officeSuppliesCompanyId: deployment.officeSuppliesCompanyId,
  });
}
