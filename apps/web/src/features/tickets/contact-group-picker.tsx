import type { ContactGroup } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Dropdown } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { NewContactGroupDialog } from './new-contact-group-dialog';
import type { TicketFormInput, TicketFormValues } from './ticket-form-schema';
import { contactGroupsQuery } from './tickets-queries';
import { useCanWriteContactGroups } from './use-can-write-tickets';
import styles from './contact-group-picker.module.css';

const NONE = 'none';

interface ContactGroupPickerProps {
  companyId: string;
  control: Control<TicketFormInput, unknown, TicketFormValues>;
}

/**
 * The ticket's optional contact group (§7 contactgroups), and beside it a new group for whoever may write
 * contact groups (§6 TICKETING). The list shows the first 20 by name (§9), so a group just created stays a
 * choice even when it sorts beyond them.
 */
export function ContactGroupPicker({ companyId, control }: ContactGroupPickerProps) {
  const { t } = useTranslation();
  const canCreate = useCanWriteContactGroups(companyId);
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<ContactGroup | null>(null);
  const groups = useQuery(contactGroupsQuery(companyId));
  const listed = (groups.data?.items ?? []).map((group) => ({ id: group.id, label: group.name }));
  const options = [
    { id: NONE, label: t('tickets.form.none') },
    ...(created && !listed.some((option) => option.id === created.id)
      ? [{ id: created.id, label: created.name }]
      : []),
    ...listed,
  ];
  return (
    <FormField control={control} name="contactGroupId">
      {(field) => (
        <div className={styles.pickerRow}>
          <Dropdown
            label={t('tickets.form.contact-group')}
            description={t('tickets.form.contact-group-hint')}
            options={options}
            value={field.value ?? NONE}
            onChange={(value) => field.onChange(value === NONE ? null : value)}
            isDisabled={groups.isPending}
            errorMessage={field.errorMessage}
            className={styles.pickerField}
          />
          {canCreate ? (
            <>
              <Button variant="secondary" onPress={() => setCreating(true)}>
                {t('tickets.contact-group.new')}
              </Button>
              <NewContactGroupDialog
                companyId={companyId}
                isOpen={isCreating}
                onOpenChange={setCreating}
                onCreated={(group) => {
                  setCreated(group);
                  field.onChange(group.id);
                  setCreating(false);
                }}
              />
            </>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
