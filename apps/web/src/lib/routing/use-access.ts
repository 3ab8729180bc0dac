import { meetsAccessRequirement, type AccessRequirement } from '@kaista/domain/shared/roles';
import { useSessionUser } from '../session/use-session-user';
import { useCompanyId } from './company-id';
import { useFeatureFlags } from './feature-flags';

/** §6: whether the signed-in user meets an area's named requirement in the company of the path. */
export function useAccess(requirement: AccessRequirement): boolean {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  return meetsAccessRequirement(user, useCompanyId(), requirement, flags);
}
