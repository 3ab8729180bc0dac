import { formatServiceNumber, type ServiceSummary } from '@kaista/domain/services';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Checkbox } from '../../ui';
import { useKeepInPlace } from '../../ui/use-keep-in-place';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './services.module.css';

/**
 * The services chosen for a bulk action, and the list's column of boxes that chooses them. The choice is
 * kept across pages and filters, by id, until a bulk action has run or the user clears it.
 */
export function useServiceChoice(shown: readonly ServiceSummary[]) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlyMap<string, ServiceSummary>>(new Map());
  // The first choice brings the bulk actions above the list: the box just ticked stays where it was.
  const keepInPlace = useKeepInPlace();
  const choose = (rows: readonly ServiceSummary[], on: boolean) => {
    keepInPlace(document.activeElement);
    setChosen((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  };
  const allShownChosen = shown.length > 0 && shown.every((row) => chosen.has(row.id));
  const selectColumn = {
    id: 'select',
    header: t('services.bulk.choose-page'),
    screenOnly: true,
    // Above stacked rows the box names itself; at the head of a column of boxes it need not.
    headerContent: (stacked: boolean) => (
      <Checkbox
        isSelected={allShownChosen}
        isIndeterminate={!allShownChosen && shown.some((row) => chosen.has(row.id))}
        onChange={(on) => choose(shown, on)}
      >
        {stacked ? (
          t('services.bulk.choose-page')
        ) : (
          <VisuallyHidden>{t('services.bulk.choose-page')}</VisuallyHidden>
        )}
      </Checkbox>
    ),
    className: styles.selectCell,
    cell: (service: ServiceSummary) => (
      <Checkbox isSelected={chosen.has(service.id)} onChange={(on) => choose([service], on)}>
        <VisuallyHidden>
          {t('services.bulk.choose', { number: formatServiceNumber(service.number) })}
        </VisuallyHidden>
      </Checkbox>
    ),
  };
  return { chosen: [...chosen.values()], selectColumn, clear: () => setChosen(new Map()) };
}
