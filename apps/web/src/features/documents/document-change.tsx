import type { DocumentDetails } from '@kaista/domain/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUploads } from '../../lib/forms/use-uploads';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/notifications/notification-store';
import { Button } from '../../ui';
import { documentKeys, uploadDocumentVersion, useDeleteDocument } from './documents-queries';
import { DOCUMENT_UPLOAD_RULES, FilePicker } from './file-picker';
import styles from './documents.module.css';

interface DocumentChangeProps {
  companyId: string;
  document: DocumentDetails;
  /** Where a deleted document's page leads: the folder it was in. */
  back: string;
}

/** A new version of the document, or its deletion once confirmed (412 when someone changed it meanwhile). */
export function DocumentChange({ companyId, document, back }: DocumentChangeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const uploads = useUploads(DOCUMENT_UPLOAD_RULES);
  const remove = useDeleteDocument(companyId);
  const [confirming, setConfirming] = useState(false);

  const newVersion = (file: File) => {
    uploads.files.forEach((pending) => uploads.remove(pending.key));
    void uploads.send(uploadDocumentVersion(companyId, document), uploads.add([file]), async (sent) => {
      uploads.remove(sent.key);
      await client.invalidateQueries({ queryKey: documentKeys.all(companyId) });
    });
  };

  const onDelete = () =>
    remove.mutate(document, {
      onSuccess: () => {
        notify({ type: 'success', text: t('documents.deleted', { name: document.name }) });
        void navigate(back, { relative: 'path', replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof HttpError && error.status === 412)
          notify({ type: 'warning', text: t('documents.changed-meanwhile') });
        else if (error instanceof HttpError) showErrorNotice(error);
        else notify({ type: 'error', text: t('error.generic') });
      },
    });

  return (
    <section className={styles.section} aria-labelledby="document-change">
      <h2 id="document-change">{t('documents.change')}</h2>
      <FilePicker
        label={t('documents.upload.new-version')}
        files={uploads.files}
        onChoose={newVersion}
        isDisabled={uploads.isSending}
      />
      <div className={styles.actions}>
        {confirming ? (
          <>
            <span role="status">{t('documents.confirm-delete', { name: document.name })}</span>
            <Button variant="primary" isLoading={remove.isPending} onPress={onDelete}>
              {t('documents.delete-confirmed')}
            </Button>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {t('documents.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            {t('documents.delete')}
          </Button>
        )}
      </div>
    </section>
  );
}
