import type { CompanyRef } from '@kaista/domain/shared/api';
import { formatDate, parseFinnishDate } from '@kaista/domain/shared/formatting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, FilterBar, TextField } from '../../ui';
import type { AuditListState } from './audit-queries';

const EVERYONE = '';

type DateFieldProps = { label: string; value: string | undefined; onDate: (isoDate: string) => void };

/** A dd.mm.yyyy day (§1); it filters once it is a real date or empty, and says so otherwise. */
function DateField({ label, value: isoValue, onDate }: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(isoValue ? formatDate(isoValue) : '');
  const iso = text.trim() === '' ? '' : parseFinnishDate(text);
  const change = (value: string) => {
    setText(value);
    const parsed = value.trim() === '' ? '' : parseFinnishDate(value);
    if (parsed !== null) onDate(parsed);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={change}
      inputMode="numeric"
      placeholder={t('audit.date-placeholder')}
      errorMessage={iso === null ? t('audit.date-error') : undefined}
    />
  );
}

type Props = {
  filters: AuditListState;
  actors: readonly CompanyRef[];
  isExporting: boolean;
  onChange: (change: Partial<AuditListState>) => void;
  onExport: () => void;
};

/** Filters of the audit log by day and by person, and the CSV export of what they select. */
export function AuditFilterBar({ filters, actors, isExporting, onChange, onExport }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('audit.filters')} layout="wrap">
      <DateField label={t('audit.from')} value={filters.from} onDate={(from) => onChange({ from })} />
      <DateField label={t('audit.to')} value={filters.to} onDate={(to) => onChange({ to })} />
      <Dropdown
        label={t('audit.actor')}
        value={filters.actor ?? EVERYONE}
        onChange={(actor) => onChange({ actor: actor ?? EVERYONE })}
        options={[
          { id: EVERYONE, label: t('audit.all-actors') },
          ...actors.map((actor) => ({ id: actor.uid, label: actor.name })),
        ]}
      />
      <Button variant="secondary" isLoading={isExporting} onPress={onExport}>
        {t('audit.export')}
      </Button>
    </FilterBar>
  );
}
