import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PendingFile } from '../../lib/forms/use-uploads';
import { Button } from '../button/button';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  /** The button's text: the native control's own would follow the browser's language, not the portal's. */
  label: string;
  /** The allowed types and size, read out with the control. */
  hint: string;
  /** The accessible name of the list of chosen files. */
  chosenLabel: string;
  /** File name endings the browser offers (`.pdf,.png`). */
  accept: string;
  multiple?: boolean;
  files: PendingFile[];
  onChoose: (files: File[]) => void;
  isDisabled?: boolean;
  /** The accessible name of one file's progress bar. */
  progressLabel: (name: string) => string;
  /** Shows each chosen file's size beside its name. */
  showSize?: boolean;
  /** A remove button on each file that is not being sent (or whose upload failed). */
  remove?: { onRemove: (key: string) => void; label: string; namedLabel: (name: string) => string };
}

/** "4 kt" in Finnish, "4 kB" in English and Swedish: the unit follows the portal's language. */
const kilobytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );

/**
 * Chooses files to upload and shows each one's progress or problem (its error is a translation key, from
 * `useUploads`). The areas' pickers (ticket attachments, documents) give it their texts and rules.
 */
export function FilePicker({
  label,
  hint,
  chosenLabel,
  accept,
  multiple,
  files,
  onChoose,
  isDisabled,
  progressLabel,
  showSize,
  remove,
}: FilePickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.picker}>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={isDisabled}
        aria-describedby={`${id}-hint`}
        className={styles.fileInput}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
      <label htmlFor={id} className={styles.fileButton}>
        {label}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={chosenLabel}>
          {files.map((pending) => (
            <li key={pending.key} className={styles.fileRow}>
              <span className={styles.fileName}>
                {pending.file.name}
                {showSize ? (
                  <>
                    {' '}
                    <span className={styles.hint}>({kilobytes(pending.file.size, i18n.language)})</span>
                  </>
                ) : null}
              </span>
              {pending.progress !== null && !pending.error ? (
                <progress max={1} value={pending.progress} aria-label={progressLabel(pending.file.name)} />
              ) : null}
              {pending.error ? (
                <span role="alert" className={styles.error}>
                  {t(pending.error)}
                </span>
              ) : null}
              {remove && (pending.progress === null || pending.error) ? (
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={remove.namedLabel(pending.file.name)}
                  onPress={() => remove.onRemove(pending.key)}
                >
                  {remove.label}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
