import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Notification } from '../../ui';

/** A change refused with 412: someone changed the object after it was read; Reload reads it again. */
export function ChangedMeanwhile({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Notification type="warning">
      {t('invoicing.changed-meanwhile')}{' '}
      <Button variant="secondary" onPress={onReload}>
        {t('invoicing.reload')}
      </Button>
    </Notification>
  );
}
