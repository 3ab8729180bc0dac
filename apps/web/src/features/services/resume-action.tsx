import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { useLifecycle } from './services-queries';
import styles from './services.module.css';

/** §4 resume a suspended service. */
export function ResumeAction({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const lifecycle = useLifecycle(companyId, service);
  return (
    <div className={styles.actionForm}>
      <div className={styles.buttons}>
        <Button isLoading={lifecycle.isPending} onPress={() => lifecycle.mutate({ action: 'resume' })}>
          {t('services.action.resume')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} />
    </div>
  );
}
