import { TICKET_TRANSITIONS, type Ticket, type TicketStatus } from '@kaista/domain/tickets';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, Dropdown, Notification } from '../../ui';
import { TicketNoteForm } from './ticket-note-form';
import { useTicketDeskChanges } from './ticket-desk-queries';
import styles from './ticket-desk-panel.module.css';
import sections from './ticket-sections.module.css';
import { useTicketStatusName } from './use-ticket-status-name';

/**
 * What a refused change means to the desk: someone else changed the ticket, the workflow forbids it, or the
 * server's own reason for a field (an assignee outside customer care: `tickets.not-desk-member`).
 */
function refusalKey(error: unknown): string {
  if (error instanceof HttpError && error.status === 412) return 'tickets.desk.changed-meanwhile';
  if (error instanceof HttpError && error.status === 409) return 'tickets.desk.not-allowed';
  const fieldKey = error instanceof HttpError ? Object.values(error.fieldErrors)[0] : undefined;
  return fieldKey ?? 'tickets.desk.failed';
}

/** §4/§6 the desk's tools on a ticket: move it on in the workflow, take it, note internally. */
export function TicketDeskPanel({ companyId, ticket }: { companyId: string; ticket: Ticket }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const statusName = useTicketStatusName();
  const desk = useTicketDeskChanges(companyId, ticket);
  const [next, setNext] = useState<TicketStatus | null>(null);
  const failed = [desk.changeStatus, desk.assign].find((mutation) => mutation.isError);
  const options = TICKET_TRANSITIONS[ticket.status].map((status) => ({
    id: status,
    label: statusName(status),
  }));
  const reload = async () => {
    desk.changeStatus.reset();
    desk.assign.reset();
    await desk.reload();
  };

  return (
    <section aria-labelledby="ticket-desk" className={sections.block}>
      <h2 id="ticket-desk">{t('tickets.desk.title')}</h2>
      {failed ? (
        <Notification type="warning" isLive>
          {t(refusalKey(failed.error), { defaultValue: t('tickets.desk.failed') })}{' '}
          <Button variant="secondary" size="small" onPress={() => void reload()}>
            {t('tickets.desk.reload')}
          </Button>
        </Notification>
      ) : null}
      <p>
        {t('tickets.desk.assignee')}: <strong>{ticket.assignee?.name ?? t('tickets.desk.nobody')}</strong>{' '}
        {ticket.assignee?.id === user.uid ? null : (
          <Button
            variant="secondary"
            size="small"
            isLoading={desk.assign.isPending}
            onPress={() => desk.assign.mutate({ assigneeId: user.uid })}
          >
            {t('tickets.desk.assign-to-me')}
          </Button>
        )}
      </p>
      {options.length ? (
        <div className={styles.deskStatus}>
          {/* Fixed while a change is on its way: a choice made meanwhile would be one the new status may not allow. */}
          <Dropdown
            label={t('tickets.desk.next-status')}
            options={options}
            value={next}
            onChange={(value) => setNext(value as TicketStatus | null)}
            isDisabled={desk.changeStatus.isPending}
          />
          <Button
            isDisabled={next === null}
            isLoading={desk.changeStatus.isPending}
            onPress={() => {
              if (next) desk.changeStatus.mutate(next, { onSuccess: () => setNext(null) });
            }}
          >
            {t('tickets.desk.change-status')}
          </Button>
        </div>
      ) : null}
      <TicketNoteForm onSend={(body) => desk.addNote.mutateAsync(body)} isSending={desk.addNote.isPending} />
    </section>
  );
}
