import { IMPERSONATOR_ROLES, meetsRoleRequirement } from '@kaista/domain/shared/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../lib/routing/company-id';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button } from '../../ui';
import { useImpersonation } from './use-impersonation';

/** §4/§6: delivery coordinators and customer care act as a company's user from the users list. */
export function ActAsButton({ user }: { user: { uid: string; firstName: string; lastName: string } }) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { user: me } = useSessionUser();
  const { start } = useImpersonation();
  const [isPending, setPending] = useState(false);
  if (!meetsRoleRequirement(me, IMPERSONATOR_ROLES, companyId)) return null;
  const name = `${user.firstName} ${user.lastName}`;
  const actAs = () => {
    setPending(true);
    start(companyId, user.uid)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <Button
      size="small"
      variant="secondary"
      isLoading={isPending}
      aria-label={t('company-users.act-as-user', { name })}
      onPress={actAs}
    >
      {t('company-users.act-as')}
    </Button>
  );
}
