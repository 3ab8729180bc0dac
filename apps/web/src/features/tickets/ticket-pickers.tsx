import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import type { TicketFormInput, TicketFormValues } from './ticket-form-schema';
import { contactGroupsQuery, ticketDevicesQuery } from './tickets-queries';

const NONE = 'none';

interface TicketPickersProps {
  companyId: string;
  control: Control<TicketFormInput, unknown, TicketFormValues>;
}

/** The related service or device and the contact group, both optional (§7 devices and contactgroups). */
export function TicketPickers({ companyId, control }: TicketPickersProps) {
  const { t } = useTranslation();
  const devices = useQuery(ticketDevicesQuery(companyId, ''));
  const groups = useQuery(contactGroupsQuery(companyId));
  const none = { id: NONE, label: t('tickets.form.none') };
  const deviceOptions = [
    none,
    ...(devices.data ?? []).map((device) => ({ id: device.id, label: device.name })),
  ];
  const groupOptions = [
    none,
    ...(groups.data?.items ?? []).map((group) => ({ id: group.id, label: group.name })),
  ];
  return (
    <>
      <FormField control={control} name="relatedDeviceId">
        {(field) => (
          <Dropdown
            label={t('tickets.form.related-service')}
            options={deviceOptions}
            value={field.value ?? NONE}
            onChange={(value) => field.onChange(value === NONE ? null : value)}
            isDisabled={devices.isPending}
            errorMessage={field.errorMessage}
          />
        )}
      </FormField>
      <FormField control={control} name="contactGroupId">
        {(field) => (
          <Dropdown
            label={t('tickets.form.contact-group')}
            description={t('tickets.form.contact-group-hint')}
            options={groupOptions}
            value={field.value ?? NONE}
            onChange={(value) => field.onChange(value === NONE ? null : value)}
            isDisabled={groups.isPending}
            errorMessage={field.errorMessage}
          />
        )}
      </FormField>
    </>
  );
}
