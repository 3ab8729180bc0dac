import {
  BULK_LIMITS,
  formatServiceNumber,
  serviceCalls,
  SERVICE_ACCESS,
  SERVICE_LIMITS,
  terminationKindsOffered,
  terminationDates,
  type BulkServiceAction,
  type BulkServiceResult,
  type ServiceSummary,
  type TerminationKind,
} from '@kaista/domain/services';
import { apiErrorMessageKey, isApiErrorCode } from '@kaista/domain/shared/api';
import { formatDate, toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { sendApi } from '../../lib/api/call-api';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useAccess } from '../../lib/routing/use-access';
import { Button, Dropdown, Notification, RadioGroup } from '../../ui';
import { ActionError, actionFieldError } from './action-error';
import { CeaseConfirm } from './cease-confirm';
import { serviceFilterChoicesQuery, serviceKeys } from './services-queries';
import styles from './services.module.css';
import { SuspendConfirm } from './suspend-confirm';

type BulkKind = BulkServiceAction['action'];

/**
 * The bulk actions the user may run: each needs the right (and flag) of its single-service action, so
 * that a user who may only move cost centres is not offered a suspension every service would refuse.
 */
export function useBulkKinds(): BulkKind[] {
  const may: Record<BulkKind, boolean> = {
    suspend: useAccess(SERVICE_ACCESS.suspendResume),
    'cost-centre': useAccess(SERVICE_ACCESS.changeCostCentre),
    cease: useAccess(SERVICE_ACCESS.terminate),
  };
  return (['suspend', 'cost-centre', 'cease'] as const).filter((kind) => may[kind]);
}

interface BulkProps {
  companyId: string;
  /** What the user may run (useBulkKinds), at least one. */
  kinds: readonly BulkKind[];
  selected: readonly ServiceSummary[];
  onDone: () => void;
  /** The section's heading, which the list's selection bar moves the focus to. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** What one refused service's code means, in words. */
function useReason() {
  const { t } = useTranslation();
  return (code: string | null) =>
    code === 'NOT_FOUND'
      ? t('services.not-found')
      : code === 'FORBIDDEN'
        ? t('error.missing-permission')
        : t(isApiErrorCode(code) ? apiErrorMessageKey(code) : 'services.action-failed');
}

/**
 * A bulk action on the services chosen in the list (issue 12): suspend (the customer's own suspension),
 * change the cost centre (any of the company's cost centres), or cease (at once, or scheduled on one of the
 * termination dates: working days within the horizon, the same for every running service, by the rule the
 * server checks). The server takes each service through the rules of its own action; the results say which
 * were done and why the others were not. With none chosen (and no results to show) it is a line on how to
 * choose them, in place of a form that could run on nothing.
 */
export function ServiceBulkActions({ companyId, kinds, selected, onDone, headingRef }: BulkProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const reason = useReason();
  const fieldText = useFieldErrorText();
  const [kind, setKind] = useState<BulkKind>(kinds[0] ?? 'suspend');
  const [costCentreId, setCostCentreId] = useState<string | null>(null);
  const [terminationType, setTerminationType] = useState<TerminationKind>('immediate');
  const scheduledTermination = useFeatureFlags()['scheduled-service-termination'];
  const terminationKinds = terminationKindsOffered({ scheduledTermination: null }, { scheduledTermination });
  const dates = useMemo(
    () => terminationDates(toHelsinkiIsoDate(new Date()), SERVICE_LIMITS.terminationHorizonDays),
    [],
  );
  const [terminationDate, setTerminationDate] = useState<string | null>(null);
  const chosenDate = terminationDate ?? dates[0] ?? null;
  const choices = useQuery({ ...serviceFilterChoicesQuery(companyId), enabled: kind === 'cost-centre' });
  const run = useMutation({
    mutationFn: (body: BulkServiceAction) =>
      sendApi(serviceCalls.bulk, { params: { id: companyId }, body }, { silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: serviceKeys.all(companyId) });
    },
  });
  const [results, setResults] = useState<BulkServiceResult['results'] | null>(null);
  // Ending or suspending services is asked once more: an ended service cannot be taken back into use, a
  // suspended one not used until it is resumed. Moving them to another cost centre is not.
  const [isAsking, setAsking] = useState(false);
  // A run clears the choice and with it the form whose button had the focus: the focus goes to the heading
  // above the results rather than to the page's start.
  useEffect(() => {
    if (results) headingRef.current?.focus();
  }, [results, headingRef]);
  const serviceIds = selected.map((service) => service.id);
  const body = (): BulkServiceAction | null => {
    if (kind === 'suspend') return { action: 'suspend', serviceIds, suspensionKind: 'customerSuspend' };
    if (kind === 'cost-centre')
      return costCentreId ? { action: 'cost-centre', serviceIds, costCentreId } : null;
    if (terminationType === 'immediate') return { action: 'cease', serviceIds, terminationType: 'immediate' };
    return chosenDate ? { action: 'cease', serviceIds, terminationType, terminationDate: chosenDate } : null;
  };
  // The server takes at most so many per run; a choice gathered over many pages is told so before it is sent.
  const overLimit = Math.max(0, selected.length - BULK_LIMITS.maxServices);
  const ready = overLimit === 0 && body() !== null;
  const shownFields = [
    ...(kind === 'cost-centre' ? ['costCentreId'] : []),
    ...(kind === 'cease' && terminationType !== 'immediate' ? ['terminationDate'] : []),
  ];
  // The server's words about a control (an unknown cost centre, a date that is no termination date) are told
  // at it, and go once the user chooses again there or chooses another action (whose form lacks that control).
  const fieldError = (field: string) => fieldText(actionFieldError(run.error, field));
  const chooseAgain =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      run.reset();
      set(value);
    };
  const start = () => {
    const chosen = body();
    if (!chosen) return;
    run.mutate(chosen, {
      onSuccess: (answer) => {
        setResults(answer.results);
        onDone();
      },
      onSettled: () => setAsking(false),
    });
  };
  if (selected.length === 0 && !results)
    return <p className={styles.muted}>{t('services.bulk.choose-first')}</p>;
  return (
    <section className={styles.section} aria-labelledby="services-bulk-title">
      <h2 id="services-bulk-title" ref={headingRef} tabIndex={-1}>
        {selected.length
          ? t('services.bulk.title', { count: selected.length })
          : t('services.bulk.title-none')}
      </h2>
      {selected.length > 0 ? (
        <form
          className={styles.actionForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (kind === 'cost-centre') start();
            else setAsking(true);
          }}
        >
          {kind === 'suspend' ? (
            <SuspendConfirm
              what={null}
              count={selected.length}
              isOpen={isAsking}
              onOpenChange={setAsking}
              isPending={run.isPending}
              onConfirm={start}
            />
          ) : (
            <CeaseConfirm
              what={null}
              count={selected.length}
              kind={terminationType}
              date={terminationType === 'immediate' ? null : chosenDate}
              isOpen={isAsking}
              onOpenChange={setAsking}
              isPending={run.isPending}
              onConfirm={start}
            />
          )}
          <Dropdown
            label={t('services.bulk.action')}
            options={kinds.map((id) => ({ id, label: t(`services.bulk.kind.${id}`) }))}
            value={kind}
            onChange={chooseAgain((value: string | null) => setKind(value as BulkKind))}
          />
          {kind === 'cost-centre' ? (
            <Dropdown
              label={t('services.field.cost-centre')}
              options={(choices.data?.costCentres ?? []).map((centre) => ({
                id: centre.id,
                label: centre.name,
              }))}
              value={costCentreId}
              onChange={chooseAgain(setCostCentreId)}
              isDisabled={choices.isPending}
              errorMessage={fieldError('costCentreId')}
            />
          ) : null}
          {kind === 'cease' ? (
            <RadioGroup
              label={t('services.cease.kind')}
              options={terminationKinds.map((value) => ({ value, label: t(`services.cease.${value}`) }))}
              value={terminationType}
              onChange={chooseAgain((value: string) => setTerminationType(value as TerminationKind))}
            />
          ) : null}
          {kind === 'cease' && terminationType !== 'immediate' ? (
            <Dropdown
              label={t('services.cease.date')}
              options={dates.map((id) => ({ id, label: formatDate(id) }))}
              value={chosenDate}
              onChange={chooseAgain(setTerminationDate)}
              errorMessage={fieldError('terminationDate')}
            />
          ) : null}
          {overLimit ? (
            <Notification type="warning">
              {t('services.bulk.over-limit', {
                max: BULK_LIMITS.maxServices,
                chosen: selected.length,
                over: overLimit,
              })}
            </Notification>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" variant="secondary" isLoading={run.isPending} isDisabled={!ready}>
              {t('services.bulk.run', { count: selected.length })}
            </Button>
          </div>
          <ActionError error={run.error} fields={shownFields} />
        </form>
      ) : null}
      {results ? (
        <>
          <Notification type={results.every((result) => result.ok) ? 'success' : 'warning'}>
            {t('services.bulk.summary', {
              done: results.filter((result) => result.ok).length,
              total: results.length,
            })}
          </Notification>
          <ul className={styles.bulkResults} aria-label={t('services.bulk.results')}>
            {results.map((result) => (
              <li key={result.serviceId}>
                {result.number ? formatServiceNumber(result.number) : result.serviceId}:{' '}
                {result.ok ? t('services.bulk.done') : reason(result.code)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
