import type { Approver } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Checkbox } from '../../ui';
import styles from './orders.module.css';

/** The approvers a rule names: a checkbox for each user of the company who may approve. */
export function ApproverChoice({
  candidates,
  chosen,
  onChange,
  error,
}: {
  candidates: readonly Approver[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.approvers}>
      <legend>{t('orders.rules.approvers')}</legend>
      {candidates.map((candidate) => (
        <Checkbox
          key={candidate.id}
          isSelected={chosen.includes(candidate.id)}
          onChange={(isSelected) =>
            onChange(isSelected ? [...chosen, candidate.id] : chosen.filter((id) => id !== candidate.id))
          }
        >
          {candidate.name}
        </Checkbox>
      ))}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
