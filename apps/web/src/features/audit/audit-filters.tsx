import type { CompanyRef } from '@kaista/domain/shared/api';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Button, DateField, Dropdown, FilterBar } from '../../ui';
import type { AuditListState } from './audit-queries';

const EVERYONE = '';

type Props = {
  params: AuditListState;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
  actors: readonly CompanyRef[];
  isExporting: boolean;
  onChange: (change: Partial<AuditListState>) => void;
  onExport: () => void;
};

/** Filters of the audit log by day and by person, and the CSV export of what they select. */
export function AuditFilterBar({ params, filters, actors, isExporting, onChange, onExport }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('audit.filters')} layout="wrap" filters={filters}>
      <DateField label={t('audit.from')} value={params.from ?? ''} onChange={(from) => onChange({ from })} />
      <DateField label={t('audit.to')} value={params.to ?? ''} onChange={(to) => onChange({ to })} />
      <Dropdown
        label={t('audit.actor')}
        value={params.actor ?? EVERYONE}
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
