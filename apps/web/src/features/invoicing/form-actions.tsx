import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import styles from './invoicing.module.css';

interface FormActionsProps {
  submitLabel: string;
  isBusy: boolean;
  /** Given while an existing object is being changed: leaves it as it was. */
  onCancel?: (() => void) | undefined;
}

/** The area's forms' buttons: the submit, busy while saving, and Cancel for a change. */
export function FormActions({ submitLabel, isBusy, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" isLoading={isBusy} loadingLabel={t('invoicing.saving')}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
