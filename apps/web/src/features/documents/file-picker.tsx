import { DOCUMENT_LIMITS } from '@kaista/domain/documents';
import { DOCUMENT_FILE_TYPES, documentFileType } from '@kaista/domain/shared/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingFile, UploadRules } from '../../lib/forms/use-uploads';
import styles from './documents.module.css';

const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  refuse: (file) => {
    if (!documentFileType(file.name)) return 'documents.upload.wrong-type';
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return 'documents.upload.too-large';
    return undefined;
  },
  failure: (status) => {
    if (status === 413) return 'documents.upload.too-large';
    if (status === 415) return 'documents.upload.wrong-type';
    if (status === 412) return 'documents.changed-meanwhile';
    if (status === 403) return 'documents.upload.not-allowed';
    return 'documents.upload.failed';
  },
};

interface FilePickerProps {
  label: string;
  files: PendingFile[];
  onChoose: (file: File) => void;
  isDisabled?: boolean;
}

/** Chooses one file (§3 types, at most 10 MB) and shows its upload's progress or problem. */
export function FilePicker({ label, files, onChoose, isDisabled }: FilePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.picker}>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_EXTENSIONS}
        disabled={isDisabled}
        aria-describedby={`${id}-hint`}
        className={styles.fileInput}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {/* The native control's own button text would follow the browser's language, not the portal's. */}
      <label htmlFor={id} className={styles.fileButton}>
        {label}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('documents.upload.hint')}
      </span>
      {files.length > 0 ? (
        <ul className={styles.pending} aria-label={t('documents.upload.chosen')}>
          {files.map((pending) => (
            <li key={pending.key}>
              <span>{pending.file.name}</span>{' '}
              {pending.progress !== null && !pending.error ? (
                <progress
                  max={1}
                  value={pending.progress}
                  aria-label={t('documents.upload.progress', { name: pending.file.name })}
                />
              ) : null}
              {pending.error ? (
                <span role="alert" className={styles.error}>
                  {t(pending.error)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
