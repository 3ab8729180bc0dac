import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FactsList } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { usePukCodes } from './services-queries';
import styles from './services.module.css';

/** §4 view PUK: shown on demand only, since every view is written to the audit log. */
export function PukCodes({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const puk = usePukCodes(companyId, service.id);
  if (puk.data)
    return (
      <FactsList wideTerms stackOnNarrow aria-label={t('services.puk.title')}>
        <dt>PUK1</dt>
        <dd className={styles.puk}>{puk.data.puk1}</dd>
        <dt>PUK2</dt>
        <dd className={styles.puk}>{puk.data.puk2}</dd>
      </FactsList>
    );
  return (
    <div className={styles.actionForm}>
      <p className={styles.muted}>{t('services.puk.audited')}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" isLoading={puk.isPending} onPress={() => puk.mutate()}>
          {t('services.action.view-puk')}
        </Button>
      </div>
      <ActionError error={puk.error} />
    </div>
  );
}
