import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import styles from './services.module.css';

interface SelectionBarProps {
  count: number;
  onToActions: () => void;
  onClear: () => void;
}

/**
 * The services chosen for a bulk action, kept at the bottom of the window while the list scrolls: the bulk
 * actions stand above the list, out of sight once the user has scrolled down the rows to choose.
 */
export function ServiceSelectionBar({ count, onToActions, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className={styles.selectionBar} role="group" aria-label={t('services.bulk.selection')}>
      <span className={styles.selectionCount}>{t('services.bulk.chosen', { count })}</span>
      <Button size="small" onPress={onToActions}>
        {t('services.bulk.to-actions')}
      </Button>
      <Button size="small" variant="tertiary" onPress={onClear}>
        {t('services.bulk.clear')}
      </Button>
    </div>
  );
}
