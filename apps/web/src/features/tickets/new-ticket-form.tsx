import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_TYPE_NAMES, TICKET_LIMITS, TICKET_URGENCIES } from '@kaista/domain/tickets';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useUnreadableDates } from '../../lib/forms/use-unreadable-dates';
import { Button, Dropdown, LeaveGuard, RadioGroup, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { AttachmentPicker } from './attachment-picker';
import type { PendingFile } from '../../lib/forms/use-uploads';
import { ticketFormSchema, type TicketFormInput, type TicketFormValues } from './ticket-form-schema';
import type { ChoiceOption } from './searched-choice';
import { TicketDetailFields } from './ticket-detail-fields';
import { TicketPickers } from './ticket-pickers';
import { useTicketTypes } from './use-ticket-types';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './ticket-form.module.css';

interface NewTicketFormProps {
  companyId: string;
  /** Filled in from a link (the page's query); the user can change all of it. */
  initial?: Partial<Pick<TicketFormInput, 'type' | 'subject' | 'description'>> & {
    subscription?: ChoiceOption | null;
  };
  onSubmit: (values: TicketFormValues) => Promise<void>;
  files: PendingFile[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (key: string) => void;
  isBusy: boolean;
}

export function NewTicketForm({
  companyId,
  initial,
  onSubmit,
  files,
  onAddFiles,
  onRemoveFile,
  isBusy,
}: NewTicketFormProps) {
  const { t } = useTranslation();
  const typeName = useCodeName(TICKET_TYPE_NAMES);
  const ticketTypes = useTicketTypes(companyId);
  const form = useForm<TicketFormInput, unknown, TicketFormValues>({
    resolver: zodResolver(ticketFormSchema),
    // The domain rule runs as the user types, so a refused character shows before anything is sent.
    mode: 'onChange',
    defaultValues: {
      urgency: 'normal',
      subject: '',
      description: '',
      relatedDeviceId: null,
      relatedServiceId: initial?.subscription?.id ?? null,
      contactGroupId: null,
      details: {},
      ...(initial?.type ? { type: initial.type } : {}),
      ...(initial?.subject ? { subject: initial.subject } : {}),
      ...(initial?.description ? { description: initial.description } : {}),
    },
  });
  const typeOptions = ticketTypes.map((type) => ({ id: type, label: typeName(type) }));

  const type = useWatch({ control: form.control, name: 'type' });
  // A date detail whose text is no date is told by its field; the ticket waits for it.
  const dates = useUnreadableDates<string>();
  const submit = useFormSubmit(form, async (values) => {
    if ([...dates.unreadable].some((key) => key in values.details)) return;
    await onSubmit(values);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField control={form.control} name="type">
        {(field) => (
          <Dropdown
            label={t('tickets.form.type')}
            options={typeOptions}
            value={field.value ?? null}
            onChange={field.onChange}
            ref={field.ref}
            errorMessage={field.errorMessage ? t('tickets.choose-type') : undefined}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="urgency">
        {(field) => (
          <RadioGroup
            label={t('tickets.form.urgency')}
            orientation="horizontal"
            options={TICKET_URGENCIES.map((urgency) => ({
              value: urgency,
              label: t(`tickets.urgency.${urgency}`),
            }))}
            value={field.value}
            onChange={field.onChange}
            isRequired
          />
        )}
      </FormField>
      <TicketDetailFields control={form.control} type={type} onDateValidity={dates.tell} />
      <FormField control={form.control} name="subject">
        {(field) => (
          <TextField
            {...field}
            label={t('tickets.form.subject')}
            isRequired
            maxLength={TICKET_LIMITS.subjectMax}
          />
        )}
      </FormField>
      <FormField control={form.control} name="description">
        {(field) => (
          <TextField
            {...field}
            label={t('tickets.form.description')}
            description={t('tickets.form.description-hint')}
            isMultiline
            isRequired
            maxLength={TICKET_LIMITS.descriptionMax}
          />
        )}
      </FormField>
      <TicketPickers companyId={companyId} control={form.control} subscription={initial?.subscription} />
      <AttachmentPicker files={files} onAdd={onAddFiles} onRemove={onRemoveFile} isDisabled={isBusy} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isBusy} loadingLabel={t('tickets.form.sending')}>
          {t('tickets.form.submit')}
        </Button>
      </div>
      <LeaveGuard when={form.formState.isDirty || files.length > 0} />
    </form>
  );
}
