import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button } from '../../ui';
import { useImpersonation } from './use-impersonation';

/** §4: act as a company's user; the list offers it to delivery coordinators and customer care only (§6). */
export function ActAsButton({ user }: { user: { uid: string; firstName: string; lastName: string } }) {
  const { t } = useTranslation(['common', 'impersonation']);
  const companyId = useCompanyId();
  const { start } = useImpersonation();
  const [isPending, setPending] = useState(false);
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
      aria-label={t('impersonation.act-as-user', { name })}
      onPress={actAs}
    >
      {t('impersonation.act-as')}
    </Button>
  );
}
