import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { PendingFile } from '../../lib/forms/use-uploads';
import { ACCEPTED_EXTENSIONS } from './pending-files';
import styles from './tickets.module.css';

interface AttachmentPickerProps {
  files: PendingFile[];
  onAdd: (files: File[]) => void;
  onRemove?: (key: string) => void;
  isDisabled?: boolean;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kt`;

/** Chooses files (§3 types, at most 10 MB each) and shows each one's upload progress or problem. */
export function AttachmentPicker({ files, onAdd, onRemove, isDisabled }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS}
        disabled={isDisabled}
        aria-describedby={`${id}-hint`}
        className={styles.fileInput}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          onAdd(chosen);
        }}
      />
      {/* The native control's own button text would follow the browser's language, not the portal's. */}
      <label htmlFor={id} className={styles.fileButton}>
        {t('tickets.attachments.add')}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('tickets.attachments.hint')}
      </span>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('tickets.attachments.chosen')}>
          {files.map((pending) => (
            <li key={pending.key} className={styles.fileRow}>
              <span className={styles.fileName}>
                {pending.file.name}{' '}
                <span className={styles.hintInline}>({kilobytes(pending.file.size)})</span>
              </span>
              {pending.progress !== null && !pending.error ? (
                <progress
                  max={1}
                  value={pending.progress}
                  aria-label={t('tickets.attachments.progress', { name: pending.file.name })}
                />
              ) : null}
              {pending.error ? (
                <span role="alert" className={styles.error}>
                  {t(pending.error)}
                </span>
              ) : null}
              {onRemove && (pending.progress === null || pending.error) ? (
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('tickets.attachments.remove-named', { name: pending.file.name })}
                  onPress={() => onRemove(pending.key)}
                >
                  {t('tickets.attachments.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
