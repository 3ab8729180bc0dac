import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_GROUP_NAME_MAX, createContactGroupSchema, type ContactGroup } from '@kaista/domain/tickets';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { Button, Modal, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { ContactGroupEmails } from './contact-group-emails';
import type { ContactGroupInput, ContactGroupValues } from './ticket-form-schema';
import { CONTACT_GROUP_FIELD_CODES, useCreateContactGroup } from './tickets-queries';
import styles from './ticket-form.module.css';

const EMPTY: ContactGroupInput = { name: '', emails: [''] };

interface NewContactGroupDialogProps {
  companyId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (group: ContactGroup) => void;
}

/**
 * §7 POST /contactgroups from the ticket form: a name and the addresses the group's members are told at,
 * checked by the very schema the server checks. A refusal on a field (a name or an address, the server's
 * too, a name taken) stays on that field in the open dialog. Any other refusal shows its own notice from the
 * transport, which stands above the modal: the dialog stays open with what was typed, for another try.
 */
export function NewContactGroupDialog({
  companyId,
  isOpen,
  onOpenChange,
  onCreated,
}: NewContactGroupDialogProps) {
  const { t } = useTranslation();
  const create = useCreateContactGroup(companyId);
  const form = useForm<ContactGroupInput, unknown, ContactGroupValues>({
    resolver: zodResolver(createContactGroupSchema),
    defaultValues: EMPTY,
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const group = await create.mutateAsync(values);
      form.reset(EMPTY);
      notify({ type: 'success', text: t('tickets.contact-group.created', { name: group.name }) });
      onCreated(group);
    },
    { codes: CONTACT_GROUP_FIELD_CODES },
  );
  const cancel = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };
  // The dialog renders in a portal, but React still bubbles its submit to the ticket form around the picker.
  const submitOwn = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : cancel())}
      title={t('tickets.contact-group.title')}
      closeLabel={t('common.close')}
    >
      <form className={styles.form} onSubmit={submitOwn} noValidate>
        <FormField control={form.control} name="name">
          {(field) => (
            <TextField
              {...field}
              label={t('tickets.contact-group.name')}
              maxLength={CONTACT_GROUP_NAME_MAX}
              isRequired
            />
          )}
        </FormField>
        <ContactGroupEmails form={form} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={cancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} loadingLabel={t('tickets.contact-group.saving')}>
            {t('tickets.contact-group.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
