import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader } from '../../ui';
import { NewTicketForm } from './new-ticket-form';
import { useUploads } from '../../lib/forms/use-uploads';
import { ATTACHMENT_RULES } from './pending-files';
import { uploadTicketAttachment, useCreateTicket } from './tickets-queries';
import type { TicketFormValues } from './ticket-form-schema';

/** §2 /{companyId}/tickets/new: creates the ticket, then uploads its attachments one by one with progress. */
export function NewTicketPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateTicket(companyId);
  const uploads = useUploads(ATTACHMENT_RULES);

  async function submit(values: TicketFormValues) {
    const ticket = await create.mutateAsync(values);
    const allSent = await uploads.send(uploadTicketAttachment(companyId, ticket.id));
    void navigate(`../${ticket.id}`, { relative: 'path', state: { created: true, uploadFailed: !allSent } });
  }

  return (
    <Page labelledBy="new-ticket-title">
      <PageHeader id="new-ticket-title" title={t('shell.nav.new-ticket')} />
      <NewTicketForm
        companyId={companyId}
        onSubmit={submit}
        files={uploads.files}
        onAddFiles={uploads.add}
        onRemoveFile={uploads.remove}
        isBusy={create.isPending || uploads.isSending}
      />
    </Page>
  );
}
