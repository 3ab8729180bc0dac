import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import styles from './ordering.module.css';

/** A small form of the order capture that is sent with one secondary save button under its fields. */
export function SaveForm({
  labelledBy,
  onSubmit,
  isSaving,
  saveLabel,
  children,
}: {
  labelledBy: string;
  onSubmit: () => void;
  isSaving: boolean;
  saveLabel: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div>
        <Button type="submit" variant="secondary" isLoading={isSaving} loadingLabel={t('ordering.saving')}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** What a save form says once its save went through, read out by screen readers. */
export function SavedNote({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.savedNote} role="status">
      {children}
    </p>
  );
}
