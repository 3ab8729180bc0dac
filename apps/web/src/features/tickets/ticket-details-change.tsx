import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLOSED_TICKET_STATUSES,
  ticketDetailFields,
  ticketDetailsChangeSchema,
  type ChangeTicketDetails,
  type Ticket,
} from '@kaista/domain/tickets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useUnreadableDates } from '../../lib/forms/use-unreadable-dates';
import { HttpError } from '../../lib/http/http-error';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, LeaveGuard, Notification } from '../../ui';
import { TicketDetailFields } from './ticket-detail-fields';
import { useChangeTicketDetails } from './tickets-queries';
import { useTicketTypes } from './use-ticket-types';
import styles from './ticket-form.module.css';

interface TicketDetailsChangeProps {
  companyId: string;
  ticket: Ticket;
}

/**
 * A visit moves, a shipment's carrier becomes known: while the ticket is open, whoever may write tickets of
 * its type changes its own details in a form under the facts, checked by the rules they were given by.
 */
export function TicketDetailsChange({ companyId, ticket }: TicketDetailsChangeProps) {
  const { t } = useTranslation();
  const types = useTicketTypes(companyId);
  const [isEditing, setEditing] = useState(false);
  const area = useInlineFormFocus(isEditing || null);
  const change = useChangeTicketDetails(companyId, ticket);
  const stale = change.error instanceof HttpError && change.error.status === 412;
  const changeable =
    ticketDetailFields(ticket.type).length > 0 &&
    !CLOSED_TICKET_STATUSES.includes(ticket.status) &&
    types.includes(ticket.type);
  if (!changeable) return null;
  const close = () => {
    change.reset();
    setEditing(false);
  };
  return (
    <>
      {stale ? <Notification type="warning">{t('tickets.desk.changed-meanwhile')}</Notification> : null}
      {change.isSuccess && !isEditing ? (
        <Notification type="success">{t('tickets.details.changed')}</Notification>
      ) : null}
      <InlineFormArea ref={area} onEscape={close}>
        {isEditing ? (
          <DetailsForm
            key={ticket.version}
            ticket={ticket}
            isBusy={change.isPending}
            onSave={async (details) => {
              await change.mutateAsync(details);
              setEditing(false);
            }}
            onCancel={close}
          />
        ) : (
          <div>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t(`tickets.details.change.${ticket.type}`)}
            </Button>
          </div>
        )}
      </InlineFormArea>
    </>
  );
}

interface DetailsFormProps {
  ticket: Ticket;
  isBusy: boolean;
  onSave: (details: ChangeTicketDetails['details']) => Promise<void>;
  onCancel: () => void;
}

function DetailsForm({ ticket, isBusy, onSave, onCancel }: DetailsFormProps) {
  const { t } = useTranslation();
  const schema = ticketDetailsChangeSchema(ticket.type, ticket.details);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { details: ticket.details } });
  // A day whose text is no date is told by its field; the change waits for it.
  const dates = useUnreadableDates<string>();
  const submit = useFormSubmit(form, async (values) => {
    if (dates.unreadable.size > 0) return;
    await onSave(values.details);
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TicketDetailFields control={form.control} type={ticket.type} onDateValidity={dates.tell} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isBusy} loadingLabel={t('tickets.details.saving')}>
          {t('tickets.details.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('tickets.details.cancel')}
        </Button>
      </div>
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}
