import { formatDateTime } from '@kaista/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ROOT } from '../../lib/http/api-client';
import { LoadingPlaceholder } from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { uploadErrorKey, type PendingFile } from './pending-files';
import { ticketAttachmentsQuery, ticketPath } from './tickets-queries';
import { uploadAttachment } from './upload-attachment';
import { useActingName } from './use-acting-name';
import styles from './tickets.module.css';

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
  const [uploads, setUploads] = useState<PendingFile[]>([]);
  const patch = (key: string, change: Partial<PendingFile>) =>
    setUploads((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function upload(added: PendingFile[]) {
    setUploads((current) => [...current, ...added]);
    for (const pending of added.filter((file) => !file.error)) {
      try {
        patch(pending.key, { progress: 0 });
        await uploadAttachment(companyId, ticketId, pending.file, (progress) =>
          patch(pending.key, { progress }),
        );
        setUploads((current) => current.filter((file) => file.key !== pending.key));
        await client.invalidateQueries({ queryKey: query.queryKey });
      } catch (error) {
        patch(pending.key, { error: uploadErrorKey((error as { status?: number }).status) });
      }
    }
  }

  return (
    <section aria-labelledby="ticket-attachments" className={styles.block}>
      <h2 id="ticket-attachments">{t('tickets.attachments.title')}</h2>
      {attachments.isPending ? (
        <LoadingPlaceholder label={t('tickets.attachments.loading')} variant="lines" lines={2} />
      ) : attachments.data?.length ? (
        <ul className={styles.fileList}>
          {attachments.data.map((attachment) => (
            <li key={attachment.id} className={styles.fileRow}>
              <a
                href={`${API_ROOT}${ticketPath(companyId, ticketId)}/attachments/${attachment.id}`}
                download={attachment.fileName}
              >
                {attachment.fileName}
              </a>
              <span className={styles.hintInline}>
                {actingName(attachment.uploadedByName, attachment.uploadedByOperatorName)},{' '}
                {formatDateTime(attachment.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('tickets.attachments.none')}</p>
      )}
      {canUpload ? (
        <AttachmentPicker
          files={uploads}
          onAdd={(added) => void upload(added)}
          onRemove={(key) => setUploads((current) => current.filter((file) => file.key !== key))}
        />
      ) : null}
    </section>
  );
}
