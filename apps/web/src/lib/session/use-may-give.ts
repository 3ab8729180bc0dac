import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { grantProblem, type Rights } from '@kaista/domain/users';
import { useSessionUser } from './use-session-user';

/** Whether the signed-in user may give these rights in the company, as the server decides it (§6). */
export function useMayGive(companyId: string, before: Rights) {
  const { user: me } = useSessionUser();
  const own = me.organizations.find((org) => org.uid === companyId);
  const granter = {
    isOperatorStaff: isOperatorStaff(me),
    roles: own?.roles ?? [],
    permissions: own?.permissions ?? [],
  };
  return (after: Rights) => grantProblem(granter, before, after) === null;
}
