import { useTranslation } from '../../lib/i18n/use-translation';
import { isValidUuid } from '@kaista/domain/shared/validation';
import { TICKET_LIMITS, TICKET_TYPES, type TicketType } from '@kaista/domain/tickets';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useQuery } from '@tanstack/react-query';
import { LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { CustomerCareCard } from './customer-care-card';
import { NewTicketForm } from './new-ticket-form';
import { useUploads } from '../../lib/forms/use-uploads';
import { ATTACHMENT_RULES, uploadTicketAttachment } from './pending-files';
import { subscriptionLabel } from './subscription-label';
import { ticketSubscriptionQuery, useCreateTicket } from './tickets-queries';
import type { TicketFormValues } from './ticket-form-schema';
import type { TicketCreatedState } from './ticket-created-notice';

/**
 * What another area's link fills in: ?type=INVOICING&subject=…&description=… (features link by URL, never by
 * import; an invoice's 'ask about this' is one), and ?service={id}, the subscription a service page reports a
 * fault on. An unknown type is left unchosen; texts are cut to their limits.
 */
function prefilled(params: URLSearchParams) {
  const type = params.get('type');
  return {
    type: TICKET_TYPES.includes(type as TicketType) ? (type as TicketType) : undefined,
    subject: (params.get('subject') ?? '').slice(0, TICKET_LIMITS.subjectMax),
    description: (params.get('description') ?? '').slice(0, TICKET_LIMITS.descriptionMax),
  };
}

/** §2 /{companyId}/tickets/new: creates the ticket, then uploads its attachments one by one with progress. */
export function NewTicketPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateTicket(companyId);
  const uploads = useUploads(ATTACHMENT_RULES);
  const [params] = useSearchParams();
  const serviceId = params.get('service');
  // The subscription a link names, read first so the form opens with it; one not found is left unchosen.
  const subscription = useQuery(
    ticketSubscriptionQuery(companyId, serviceId && isValidUuid(serviceId) ? serviceId : null),
  );

  async function submit(values: TicketFormValues) {
    const ticket = await create.mutateAsync(values);
    const upload = uploadTicketAttachment(companyId, ticket.id);
    // The page leaves for the ticket at once, so the ticket's page names the files that were not attached.
    const notAttached: string[] = [];
    await uploads.send((file, onProgress) =>
      upload(file, onProgress).catch((error: unknown) => {
        notAttached.push(file.name);
        throw error;
      }),
    );
    const state: TicketCreatedState = { created: true, notAttached };
    void navigate(`../${ticket.id}`, { relative: 'path', replace: true, state });
  }

  return (
    <Page labelledBy="new-ticket-title">
      <PageHeader id="new-ticket-title" title={t('shell.nav.new-ticket')} />
      <CustomerCareCard companyId={companyId} />
      {subscription.isLoading ? (
        <LoadingPlaceholder label={t('tickets.loading')} />
      ) : (
        <NewTicketForm
          companyId={companyId}
          initial={{
            ...prefilled(params),
            subscription: subscription.data
              ? {
                  id: subscription.data.id,
                  label: subscriptionLabel({ ...subscription.data, name: subscription.data.packageName }),
                }
              : null,
          }}
          onSubmit={submit}
          files={uploads.files}
          onAddFiles={uploads.add}
          onRemoveFile={uploads.remove}
          isBusy={create.isPending || uploads.isSending}
        />
      )}
    </Page>
  );
}
