import { TICKET_ACCESS } from '@kaista/domain/tickets';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';
import type { TicketFormInput, TicketFormValues } from './ticket-form-schema';
import { ContactGroupPicker } from './contact-group-picker';
import { SearchedChoice, type ChoiceOption } from './searched-choice';
import { subscriptionLabel } from './subscription-label';
import { ticketDevicesQuery, ticketSubscriptionsQuery } from './tickets-queries';

interface TicketPickersProps {
  companyId: string;
  control: Control<TicketFormInput, unknown, TicketFormValues>;
  /** The subscription a link named (a service page's "report a fault"), chosen when the form opens. */
  subscription?: ChoiceOption | null;
}

/**
 * The subscription and the device the ticket is about and the contact group, all optional (§7 devices and
 * contactgroups). Subscriptions are found by number or user with the services' search, for a writer who may
 * read them; devices are the company's assets, 20 at a time (§7 pageSize), narrowed by product, user, IMEI or
 * serial number.
 */
export function TicketPickers({ companyId, control, subscription }: TicketPickersProps) {
  const { t } = useTranslation();
  const readsServices = useAccess(TICKET_ACCESS.aboutService);
  return (
    <>
      {readsServices ? (
        <SearchedChoice
          control={control}
          name="relatedServiceId"
          searchLabel={t('tickets.form.subscription-search')}
          searchHint={t('tickets.form.subscription-search-hint')}
          label={t('tickets.form.related-subscription')}
          query={(text) => ticketSubscriptionsQuery(companyId, text)}
          options={(found) =>
            found.hits.map((hit) => ({
              id: hit.id,
              label: subscriptionLabel({ ...hit, name: hit.packageName }),
            }))
          }
          initial={subscription}
        />
      ) : null}
      <SearchedChoice
        control={control}
        name="relatedDeviceId"
        searchLabel={t('tickets.form.device-search')}
        searchHint={t('tickets.form.device-search-hint')}
        label={t('tickets.form.related-service')}
        query={(text) => ticketDevicesQuery(companyId, text)}
        options={(found) => found.map((device) => ({ id: device.id, label: device.name }))}
      />
      <ContactGroupPicker companyId={companyId} control={control} />
    </>
  );
}
