import type { CartTemplate } from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import styles from './ordering.module.css';

/** One cart template of the order page: its name and lines, with its start and remove buttons. */
export function TemplateRow({
  template,
  isStarting,
  onStart,
  onRemove,
}: {
  template: CartTemplate;
  isStarting: boolean;
  onStart: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.summaryRow}>
      <span>
        <strong>{template.name}</strong>{' '}
        <span className={styles.hint}>
          {template.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
        </span>
      </span>
      <span>
        <Button
          variant="secondary"
          onPress={onStart}
          isLoading={isStarting}
          loadingLabel={t('ordering.adding')}
          aria-label={t('ordering.template.start', { name: template.name })}
        >
          {t('ordering.template.start-short')}
        </Button>{' '}
        <Button
          variant="secondary"
          onPress={onRemove}
          aria-label={t('ordering.template.remove', { name: template.name })}
        >
          {t('ordering.template.remove-short')}
        </Button>
      </span>
    </li>
  );
}
