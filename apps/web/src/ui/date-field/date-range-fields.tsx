import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DateField } from './date-field';

export interface DateRange {
  /** An ISO date, or '' for none. */
  from: string;
  to: string;
}

interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  /** Told the one end that changed. */
  onChange: (change: Partial<DateRange>) => void;
}

/**
 * A list filter's start and end dates. An end before the start finds nothing, so the end says why, where the
 * list would only have said that nothing matched. A text that is no date leaves the list filtered by the date
 * before it, which the field no longer shows: its message names that date.
 */
export function DateRangeFields({ fromLabel, toLabel, from, to, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const reversed = Boolean(from && to && to < from);
  const stillUsed = (date: string | undefined) =>
    date ? t('common.date.invalid-still-filtered', { date: formatDate(date) }) : undefined;
  return (
    <>
      <DateField
        label={fromLabel}
        value={from ?? ''}
        onChange={(next) => onChange({ from: next })}
        unreadableMessage={stillUsed(from)}
      />
      <DateField
        label={toLabel}
        value={to ?? ''}
        onChange={(next) => onChange({ to: next })}
        errorMessage={reversed ? t('common.date.end-before-start') : undefined}
        unreadableMessage={stillUsed(to)}
      />
    </>
  );
}
