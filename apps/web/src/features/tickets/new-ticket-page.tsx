import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader } from '../../ui';
import { NewTicketForm } from './new-ticket-form';
import { uploadErrorKey, type PendingFile } from './pending-files';
import { useCreateTicket } from './tickets-queries';
import { uploadAttachment } from './upload-attachment';
import type { TicketFormValues } from './ticket-form-schema';

/** §2 /{companyId}/tickets/new: creates the ticket, then uploads its attachments one by one with progress. */
export function NewTicketPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateTicket(companyId);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const patch = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function submit(values: TicketFormValues) {
    const ticket = await create.mutateAsync(values);
    setUploading(true);
    let failed = false;
    for (const pending of files.filter((file) => !file.error)) {
      try {
        await uploadAttachment(companyId, ticket.id, pending.file, (progress) =>
          patch(pending.key, { progress }),
        );
      } catch (error) {
        failed = true;
        patch(pending.key, { error: uploadErrorKey((error as { status?: number }).status) });
      }
    }
    setUploading(false);
    void navigate(`../${ticket.id}`, { relative: 'path', state: { created: true, uploadFailed: failed } });
  }

  return (
    <Page labelledBy="new-ticket-title">
      <PageHeader id="new-ticket-title" title={t('nav.new-ticket')} />
      <NewTicketForm
        companyId={companyId}
        onSubmit={submit}
        files={files}
        onAddFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemoveFile={(key) => setFiles((current) => current.filter((file) => file.key !== key))}
        isBusy={create.isPending || uploading}
      />
    </Page>
  );
}
