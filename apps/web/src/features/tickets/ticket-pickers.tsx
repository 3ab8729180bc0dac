import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown } from '../../ui';
import { TextField } from '../../ui/text-field/text-field';
import { FormField } from '../../ui/form-field/form-field';
import type { TicketFormInput, TicketFormValues } from './ticket-form-schema';
import { ContactGroupPicker } from './contact-group-picker';
import { ticketDevicesQuery } from './tickets-queries';

const NONE = 'none';
/** The device search asks once the typing pauses, not on every key. */
const TYPING_PAUSE_MS = 300;

interface TicketPickersProps {
  companyId: string;
  control: Control<TicketFormInput, unknown, TicketFormValues>;
}

/**
 * The related device and the contact group (its own picker), both optional (§7 devices and contactgroups).
 * The devices are the company's assets, 20 at a time (§7 pageSize): a search by product, user, IMEI or serial
 * number narrows them, and the device picked stays a choice while another search runs.
 */
export function TicketPickers({ companyId, control }: TicketPickersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [freeText, setFreeText] = useState('');
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setFreeText(search.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const devices = useQuery({ ...ticketDevicesQuery(companyId, freeText), placeholderData: keepPreviousData });
  const none = { id: NONE, label: t('tickets.form.none') };
  const found = (devices.data ?? []).map((device) => ({ id: device.id, label: device.name }));
  const deviceOptions = [
    none,
    ...(picked && !found.some((option) => option.id === picked.id) ? [picked] : []),
    ...found,
  ];
  return (
    <>
      <TextField
        label={t('tickets.form.device-search')}
        description={t('tickets.form.device-search-hint')}
        value={search}
        onChange={setSearch}
        maxLength={100}
      />
      <FormField control={control} name="relatedDeviceId">
        {(field) => (
          <Dropdown
            label={t('tickets.form.related-service')}
            options={deviceOptions}
            value={field.value ?? NONE}
            onChange={(value) => {
              setPicked(deviceOptions.find((option) => option.id === value && value !== NONE) ?? null);
              field.onChange(value === NONE ? null : value);
            }}
            isDisabled={devices.isPending}
            errorMessage={field.errorMessage}
          />
        )}
      </FormField>
      <ContactGroupPicker companyId={companyId} control={control} />
    </>
  );
}
