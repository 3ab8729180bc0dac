import { formatDate, parseFinnishDate } from '@kaista/domain/shared/formatting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';

interface DateFilterProps {
  label: string;
  /** ISO date or undefined. */
  value: string | undefined;
  onChange: (value: string) => void;
}

/** §1 a date typed as dd.mm.yyyy; taken when the field is left, an empty field clears the filter. */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? formatDate(value) : '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(value ? formatDate(value) : ''), [value]);
  const take = () => {
    const parsed = text.trim() ? parseFinnishDate(text.trim()) : '';
    setInvalid(parsed === null);
    if (parsed !== null && parsed !== (value ?? '')) onChange(parsed);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      onBlur={take}
      placeholder={t('invoicing.invoice.date-placeholder')}
      inputMode="numeric"
      errorMessage={invalid ? t('invoicing.invoice.date-invalid') : undefined}
    />
  );
}
