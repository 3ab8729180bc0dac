import { zodResolver } from '@hookform/resolvers/zod';
import { createTicketCommentSchema, TICKET_LIMITS } from '@kaista/domain/tickets';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, LeaveGuard, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import styles from './ticket-form.module.css';
import { readyForNextMessage } from './ready-for-next-message';

interface TicketNoteFormProps {
  onSend: (body: string) => Promise<unknown>;
  isSending: boolean;
}

/** The desk's internal note: kept with the ticket for the desk, never shown to the customer. */
export function TicketNoteForm({ onSend, isSending }: TicketNoteFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ body: string }>({
    resolver: zodResolver(createTicketCommentSchema),
    mode: 'onChange',
    defaultValues: { body: '' },
  });
  const submit = useFormSubmit(form, async ({ body }) => {
    await onSend(body);
    readyForNextMessage(form);
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField control={form.control} name="body">
        {(field) => (
          <TextField
            {...field}
            label={t('tickets.desk.note')}
            description={t('tickets.desk.note-hint')}
            isMultiline
            isRequired
            maxLength={TICKET_LIMITS.commentMax}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="secondary"
          isLoading={isSending}
          loadingLabel={t('tickets.form.sending')}
        >
          {t('tickets.desk.add-note')}
        </Button>
      </div>
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}
