import { formatDate, parseFinnishDate } from '@kaista/domain/shared/formatting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../text-field/text-field';

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
}

/**
 * A date typed the §1 way, dd.mm.yyyy, whatever the browser's locale: a native date input shows the
 * browser's format, which differs from every other date the portal shows. The date is taken when the field
 * is left; until it can be read it keeps its text and says what is wrong.
 */
export function DateField({ label, value, onChange, description, errorMessage, isRequired }: DateFieldProps) {
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
    if (parsed !== null && parsed !== value) onChange(parsed);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      onBlur={take}
      description={description}
      placeholder={t('common.date.placeholder')}
      inputMode="numeric"
      isRequired={isRequired}
      errorMessage={unreadable ? t('common.date.invalid') : errorMessage}
    />
  );
}
