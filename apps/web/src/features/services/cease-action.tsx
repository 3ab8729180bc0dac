import { formatServiceNumber, terminationKindsOffered, type TerminationKind } from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { Button, Dropdown, RadioGroup } from '../../ui';
import { ActionError, actionFieldError } from './action-error';
import { CeaseConfirm } from './cease-confirm';
import type { ActionPanelProps } from './action-panel-props';
import { ceaseInput } from './cease-input';
import { terminationDatesQuery, useLifecycle } from './services-queries';
import styles from './services.module.css';

/** §4 cease: immediate, scheduled, or scheduled with the number waived, on one of /terminationdates. */
export function CeaseAction({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TerminationKind>('scheduled');
  const dates = useQuery(terminationDatesQuery(companyId, service.id));
  const [date, setDate] = useState<string | null>(null);
  const lifecycle = useLifecycle(companyId, service);
  const chosen = date ?? dates.data?.dates[0] ?? null;
  const flags = useFeatureFlags();
  const kinds = terminationKindsOffered(service, {
    scheduledTermination: flags['scheduled-service-termination'],
  });
  const chosenKind = kinds.includes(kind) ? kind : 'immediate';
  const fieldText = useFieldErrorText();
  // A scheduled cease without a date (none offered) is refused on the date: told at the date's control.
  const dateError = fieldText(actionFieldError(lifecycle.error, 'terminationDate'));
  const [isAsking, setAsking] = useState(false);
  const cease = () => lifecycle.mutate(ceaseInput(chosenKind, chosen), { onSettled: () => setAsking(false) });
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        // Without a date a scheduled end is refused at the date, with nothing to ask first.
        if (chosenKind !== 'immediate' && !chosen) cease();
        else setAsking(true);
      }}
    >
      <CeaseConfirm
        what={formatServiceNumber(service.number)}
        count={1}
        kind={chosenKind}
        date={chosenKind === 'immediate' ? null : chosen}
        isOpen={isAsking}
        onOpenChange={setAsking}
        isPending={lifecycle.isPending}
        onConfirm={cease}
      />
      <RadioGroup
        label={t('services.cease.kind')}
        options={kinds.map((value) => ({ value, label: t(`services.cease.${value}`) }))}
        value={chosenKind}
        onChange={(value) => setKind(value as TerminationKind)}
      />
      {chosenKind !== 'immediate' ? (
        <Dropdown
          label={t('services.cease.date')}
          options={(dates.data?.dates ?? []).map((id) => ({ id, label: formatDate(id) }))}
          value={chosen}
          onChange={(value) => {
            lifecycle.reset();
            setDate(value);
          }}
          errorMessage={dateError}
          description={
            dates.data?.fixedTermEnd
              ? t('services.cease.fixed-term', { date: formatDate(dates.data.fixedTermEnd) })
              : undefined
          }
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="danger" isLoading={lifecycle.isPending}>
          {t('services.action.cease')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} fields={chosenKind === 'immediate' ? [] : ['terminationDate']} />
    </form>
  );
}
