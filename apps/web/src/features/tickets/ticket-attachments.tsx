import { formatDateTime } from '@kaista/domain/shared/formatting';
import { ticketCalls } from '@kaista/domain/tickets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { callUrl } from '../../lib/api/call-url';
import { LoadingPlaceholder } from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { useUploads } from '../../lib/forms/use-uploads';
import { ATTACHMENT_RULES, uploadTicketAttachment } from './pending-files';
import { refreshAnsweredTicket, ticketAttachmentsQuery } from './tickets-queries';
import { useActingName } from './use-acting-name';
import styles from './ticket-attachments.module.css';
import sections from './ticket-sections.module.css';

interface TicketAttachmentsProps {
  companyId: string;
  ticketId: string;
  canUpload: boolean;
}

/** The ticket's files as download links, and uploads with progress for those who may write. */
export function TicketAttachments({ companyId, ticketId, canUpload }: TicketAttachmentsProps) {
  const { t } = useTranslation();
  const actingName = useActingName();
  const client = useQueryClient();
  const query = ticketAttachmentsQuery(companyId, ticketId);
  const attachments = useQuery(query);
  const uploads = useUploads(ATTACHMENT_RULES);
  // A file that arrived leaves the chosen list and appears among the ticket's files; it may be the answer.
  const upload = (chosen: File[]) =>
    void uploads.send(uploadTicketAttachment(companyId, ticketId), uploads.add(chosen), async (sent) => {
      uploads.remove(sent.key);
      await refreshAnsweredTicket(client, companyId, ticketId);
    });

  return (
    <section aria-labelledby="ticket-attachments" className={sections.block}>
      <h2 id="ticket-attachments">{t('tickets.attachments.title')}</h2>
      {attachments.isPending ? (
        <LoadingPlaceholder label={t('tickets.attachments.loading')} variant="lines" lines={2} />
      ) : attachments.data?.length ? (
        <ul className={styles.fileList}>
          {attachments.data.map((attachment) => (
            <li key={attachment.id} className={styles.fileRow}>
              <a
                href={callUrl(ticketCalls.downloadAttachment, {
                  params: { id: companyId, ticketId, attachmentId: attachment.id },
                })}
                download={attachment.fileName}
              >
                {attachment.fileName}
              </a>
              <span className={sections.hintInline}>
                {actingName(attachment.uploadedByName, attachment.uploadedByOperatorName)},{' '}
                {formatDateTime(attachment.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={sections.hint}>{t('tickets.attachments.none')}</p>
      )}
      {canUpload ? <AttachmentPicker files={uploads.files} onAdd={upload} onRemove={uploads.remove} /> : null}
    </section>
  );
}
