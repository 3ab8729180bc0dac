import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_LIMITS, TICKET_TYPES, TICKET_URGENCIES } from '@kaista/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http/http-error';
import { Button, Dropdown, RadioGroup, TextField } from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import type { PendingFile } from './pending-files';
import { ticketFormSchema, type TicketFormInput, type TicketFormValues } from './ticket-form-schema';
import { TicketPickers } from './ticket-pickers';
import { useFieldErrorText } from './use-field-error';
import { useWholesaleAllowed } from './use-wholesale-allowed';
import styles from './tickets.module.css';

interface NewTicketFormProps {
  companyId: string;
  onSubmit: (values: TicketFormValues) => Promise<void>;
  files: PendingFile[];
  onAddFiles: (files: PendingFile[]) => void;
  onRemoveFile: (key: string) => void;
  isBusy: boolean;
}

const FIELDS = ['type', 'urgency', 'subject', 'description', 'relatedDeviceId', 'contactGroupId'] as const;

export function NewTicketForm({
  companyId,
  onSubmit,
  files,
  onAddFiles,
  onRemoveFile,
  isBusy,
}: NewTicketFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const wholesale = useWholesaleAllowed(companyId);
  const form = useForm<TicketFormInput, unknown, TicketFormValues>({
    resolver: zodResolver(ticketFormSchema),
    // The domain rule runs as the user types, so a refused character shows before anything is sent.
    mode: 'onChange',
    defaultValues: {
      urgency: 'normal',
      subject: '',
      description: '',
      relatedDeviceId: null,
      contactGroupId: null,
    },
  });
  const { errors } = form.formState;
  const typeOptions = TICKET_TYPES.filter((type) => wholesale || !type.startsWith('WHOLESALE_')).map(
    (type) => ({
      id: type,
      label: t(`tickets.type.${type}`),
    }),
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      for (const field of FIELDS) {
        const key = error.fieldErrors[field];
        if (key) form.setError(field, { message: key });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Dropdown
            label={t('tickets.form.type')}
            placeholder={t('tickets.form.choose')}
            options={typeOptions}
            value={field.value ?? null}
            onChange={field.onChange}
            errorMessage={errors.type ? t('tickets.field-errors.choose-type') : undefined}
            isRequired
          />
        )}
      />
      <Controller
        control={form.control}
        name="urgency"
        render={({ field }) => (
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
      />
      <Controller
        control={form.control}
        name="subject"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('tickets.form.subject')}
            isRequired
            maxLength={TICKET_LIMITS.subjectMax}
            errorMessage={errorText(errors.subject?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('tickets.form.description')}
            description={t('tickets.form.description-hint')}
            isMultiline
            isRequired
            maxLength={TICKET_LIMITS.descriptionMax}
            errorMessage={errorText(errors.description?.message)}
          />
        )}
      />
      <TicketPickers companyId={companyId} control={form.control} errorText={errorText} errors={errors} />
      <AttachmentPicker files={files} onAdd={onAddFiles} onRemove={onRemoveFile} isDisabled={isBusy} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isBusy} loadingLabel={t('tickets.form.sending')}>
          {t('tickets.form.submit')}
        </Button>
      </div>
    </form>
  );
}
