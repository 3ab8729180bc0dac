import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import {
  CLOSED_TICKET_STATUSES,
  createTicketCommentSchema,
  TICKET_LIMITS,
  type TicketStatus,
} from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useIsTicketDesk } from './use-ticket-status-name';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, LeaveGuard, LoadingPlaceholder, Notification, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { ticketCommentsQuery, useAddComment } from './tickets-queries';
import { useActingName } from './use-acting-name';
import styles from './ticket-comments.module.css';
import forms from './ticket-form.module.css';
import sections from './ticket-sections.module.css';
import { readyForNextMessage } from './ready-for-next-message';

interface TicketCommentsProps {
  companyId: string;
  ticketId: string;
  canComment: boolean;
  status: TicketStatus;
}

/**
 * The conversation, oldest first, and the answer form; a ticket waiting for the customer says so, and a closed
 * or withdrawn one, which no one reads any more, takes no answer.
 */
export function TicketComments({ companyId, ticketId, canComment, status }: TicketCommentsProps) {
  const { t } = useTranslation();
  // The desk is who waits on a PENDING_CUSTOMER ticket: "waiting for your reply" is said to the customer.
  const isDesk = useIsTicketDesk();
  const awaitsReader = status === 'PENDING_CUSTOMER' && !isDesk;
  const actingName = useActingName();
  const comments = useQuery(ticketCommentsQuery(companyId, ticketId));
  const add = useAddComment(companyId, ticketId);
  const form = useForm<{ body: string }>({
    resolver: zodResolver(createTicketCommentSchema),
    mode: 'onChange',
    defaultValues: { body: '' },
  });
  const submit = useFormSubmit(form, async ({ body }) => {
    await add.mutateAsync(body);
    readyForNextMessage(form);
  });

  return (
    <section aria-labelledby="ticket-comments" className={sections.block}>
      <h2 id="ticket-comments">{t('tickets.comments.title')}</h2>
      {comments.isPending ? (
        <LoadingPlaceholder label={t('tickets.comments.loading')} variant="lines" lines={3} />
      ) : comments.data?.length ? (
        <ol className={styles.comments}>
          {comments.data.map((comment) => (
            <li
              key={comment.id}
              className={
                comment.internal
                  ? styles.commentInternal
                  : comment.fromOperator
                    ? styles.commentOperator
                    : styles.comment
              }
            >
              <p className={sections.commentMeta}>
                {comment.internal ? (
                  <span className={styles.internalMark}>{t('tickets.desk.internal')} · </span>
                ) : null}
                <strong>{actingName(comment.authorName, comment.authorOperatorName)}</strong> ·{' '}
                {formatDateTime(comment.createdAt)}
              </p>
              <p className={sections.preserve}>{comment.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={sections.hint}>{t('tickets.comments.none')}</p>
      )}
      {canComment && CLOSED_TICKET_STATUSES.includes(status) ? (
        <p className={sections.hint}>{t('tickets.comments.closed')}</p>
      ) : canComment ? (
        <form className={forms.form} onSubmit={submit} noValidate>
          {awaitsReader ? (
            <Notification type="warning">{t('tickets.comments.awaiting-you')}</Notification>
          ) : null}
          <FormField control={form.control} name="body">
            {(field) => (
              <TextField
                {...field}
                label={t('tickets.comments.add')}
                isMultiline
                isRequired
                maxLength={TICKET_LIMITS.commentMax}
              />
            )}
          </FormField>
          <div className={forms.actions}>
            <Button type="submit" isLoading={add.isPending} loadingLabel={t('tickets.form.sending')}>
              {t('tickets.comments.send')}
            </Button>
          </div>
          <LeaveGuard when={form.formState.isDirty} />
        </form>
      ) : null}
    </section>
  );
}
