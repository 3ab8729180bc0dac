import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button } from '../../ui';
import styles from './impersonation-banner.module.css';
import { useImpersonation } from './use-impersonation';

/** §4: while an operator acts as a user, the header says who acts as whom and offers to stop. */
export function ImpersonationBanner() {
  const { t } = useTranslation(['common', 'impersonation']);
  const { user } = useSessionUser();
  const { stop } = useImpersonation();
  const [isStopping, setStopping] = useState(false);
  if (!user.impersonatorName) return null;

  const onStop = () => {
    setStopping(true);
    stop()
      .catch(() => undefined)
      .finally(() => setStopping(false));
  };

  return (
    <div className={styles.banner} role="status">
      <span>
        {t('impersonation.acting-as', {
          operator: user.impersonatorName,
          user: `${user.name} (${user.email})`,
        })}
      </span>
      <Button size="small" variant="secondary" isLoading={isStopping} onPress={onStop}>
        {t('impersonation.stop-acting')}
      </Button>
    </div>
  );
}
