import {
  BULK_LIMITS,
  serviceCalls,
  type BulkServiceAction,
  type BulkServiceResult,
  type ServiceSummary,
} from '@kaista/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { sendApi } from '../../lib/api/call-api';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Button, Notification } from '../../ui';
import { classNames } from '../../ui/class-names';
import { ActionError, actionFieldError } from './action-error';
import { CeaseConfirm } from './cease-confirm';
import { ServiceBulkFields } from './service-bulk-fields';
import { ServiceBulkResults } from './service-bulk-results';
import { serviceKeys } from './services-queries';
import styles from './services.module.css';
import { SuspendConfirm } from './suspend-confirm';
import { useServiceBulkForm, type BulkKind } from './use-service-bulk-form';

interface BulkProps {
  companyId: string;
  /** What the user may run (useBulkKinds), at least one. */
  kinds: readonly BulkKind[];
  selected: readonly ServiceSummary[];
  onDone: () => void;
  /** The section's heading, which the list's selection bar moves the focus to. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * A bulk action on the services chosen in the list (issue 12): suspend (the customer's own suspension),
 * change the cost centre (any of the company's cost centres), or cease (at once, or scheduled on one of the
 * termination dates). The server takes each service through the rules of its own action; the results say
 * which were done and why the others were not. With none chosen (and no results to show) it is a line on how
 * to choose them, in place of a form that could run on nothing.
 */
export function ServiceBulkActions({ companyId, kinds, selected, onDone, headingRef }: BulkProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fieldText = useFieldErrorText();
  const form = useServiceBulkForm(
    kinds,
    selected.map((service) => service.id),
  );
  const { kind, terminationType, chosenDate, body } = form;
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
    return <p className={classNames(styles.muted, styles.bulk)}>{t('services.bulk.choose-first')}</p>;
  return (
    <section className={classNames(styles.section, styles.bulk)} aria-labelledby="services-bulk-title">
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
          <ServiceBulkFields
            companyId={companyId}
            kinds={kinds}
            form={form}
            onChoose={() => run.reset()}
            fieldError={fieldError}
          />
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
      {results ? <ServiceBulkResults results={results} /> : null}
    </section>
  );
}
