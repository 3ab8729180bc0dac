import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui';

interface ListSearchProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A list's search box: typing waits for Enter or the button; clearing it searches for everything. */
export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <SearchInput
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        if (!next && value) onSearch('');
      }}
      onSubmit={(next) => onSearch(next.trim())}
      clearLabel={t('invoicing.clear-search')}
      searchLabel={label}
    />
  );
}
