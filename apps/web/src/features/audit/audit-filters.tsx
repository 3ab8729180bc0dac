import type { CompanyRef } from '@kaista/domain/shared/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { DateRangeFields, Dropdown, FilterBar } from '../../ui';
import type { AuditListState } from './audit-queries';

const EVERYONE = '';

type Props = {
  params: AuditListState;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
  actors: readonly CompanyRef[];
  onChange: (change: Partial<AuditListState>) => void;
};

/** Filters of the audit log by person and by day (a phone shows the person's and folds the days). */
export function AuditFilterBar({ params, filters, actors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('audit.filters')} layout="wrap" filters={filters}>
      <Dropdown
        label={t('audit.actor')}
        value={params.actor ?? EVERYONE}
        onChange={(actor) => onChange({ actor: actor ?? EVERYONE })}
        options={[
          { id: EVERYONE, label: t('audit.all-actors') },
          ...actors.map((actor) => ({ id: actor.uid, label: actor.name })),
        ]}
      />
      <DateRangeFields
        fromLabel={t('audit.from')}
        toLabel={t('audit.to')}
        from={params.from}
        to={params.to}
        onChange={onChange}
      />
    </FilterBar>
  );
}
