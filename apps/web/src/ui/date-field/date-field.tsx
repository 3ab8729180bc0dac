import { formatDate, parseFinnishDate } from '@kaista/domain/shared/formatting';
import { useEffect, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../text-field/text-field';
import styles from './date-field.module.css';

export interface DateFieldProps {
  label: string;
  /** An ISO date (yyyy-mm-dd), or '' for none. */
  value: string;
  /** An ISO date, or '' when the field was emptied. */
  onChange: (value: string) => void;
  description?: string;
  /** The form's own message (a rule about this date); a date that cannot be read has its own. */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /**
   * Told whether the text can be read as a date (or is empty) each time the date is taken: false while the
   * field keeps a text that is no date (31.02.2027), so that the form refuses to save instead of saving
   * without it, and says so through its own error display.
   */
  onValidityChange?: (isValid: boolean) => void;
  /** What a text that is no date is told, where the plain "enter the date as dd.mm.yyyy" says too little. */
  unreadableMessage?: string | undefined;
  /** Reaches the input, so a form library can focus the first field in error. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A date typed the §1 way, dd.mm.yyyy, whatever the browser's locale: a native date input shows the
 * browser's format, which differs from every other date the portal shows. The date is taken when the field
 * is left; until it can be read it keeps its text and says what is wrong.
 */
export function DateField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  onValidityChange,
  unreadableMessage,
  ref,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? formatDate(value) : '');
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    setText(value ? formatDate(value) : '');
    setUnreadable(false);
  }, [value]);
  const take = () => {
    const parsed = text.trim() ? parseFinnishDate(text.trim()) : '';
    setUnreadable(parsed === null);
    onValidityChange?.(parsed !== null);
    if (parsed !== null && parsed !== value) onChange(parsed);
  };
  return (
    // Enter submits the form without leaving the field: the date is taken first, so the form sends it.
    <div
      className={styles.contents}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flushSync(take);
      }}
    >
      <TextField
        ref={ref}
        label={label}
        value={text}
        onChange={setText}
        onBlur={take}
        description={description}
        placeholder={t('common.date.placeholder')}
        inputMode="numeric"
        isRequired={isRequired}
        errorMessage={unreadable ? (unreadableMessage ?? t('common.date.invalid')) : errorMessage}
      />
    </div>
  );
}
