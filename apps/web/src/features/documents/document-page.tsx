import {
  DOCUMENT_CATEGORY_NAMES,
  DOCUMENTS_ACCESS,
  documentCalls,
  hasValidityEnded,
  type DocumentVersion,
} from '@kaista/domain/documents';
import { formatDate, formatDateTime, helsinkiToday } from '@kaista/domain/shared/formatting';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { callUrl } from '../../lib/api/call-url';
import { useUploads } from '../../lib/forms/use-uploads';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, DataTable, DetailFailure, FactsList, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { fileSize } from './document-format';
import {
  documentDetailsQuery,
  documentKeys,
  uploadDocumentVersion,
  useDeleteDocument,
} from './documents-queries';
import { DOCUMENT_UPLOAD_RULES, FilePicker } from './file-picker';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './documents.module.css';

/** §2 /{companyId}/documents/{documentId}: details, every kept version to download, a new version, delete. */
export function DocumentPage() {
  const { t, i18n } = useTranslation();
  const categoryName = useCodeName(DOCUMENT_CATEGORY_NAMES);
  const companyId = useCompanyId();
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSessionUser();
  const canWrite = useAccess(DOCUMENTS_ACCESS.write);
  const details = useQuery(documentDetailsQuery(companyId, documentId));
  const uploads = useUploads(DOCUMENT_UPLOAD_RULES);
  const remove = useDeleteDocument(companyId);
  const [confirming, setConfirming] = useState(false);

  if (details.isPending)
    return (
      <Page labelledBy="document-title">
        <LoadingPlaceholder label={t('documents.loading')} variant="page" />
      </Page>
    );
  if (details.isError)
    return (
      <DetailFailure
        title={t('shell.pages.document')}
        error={details.error}
        notFound={t('documents.not-found')}
        back={<Link to="..">{t('documents.back')}</Link>}
        onRetry={() => void details.refetch()}
      />
    );

  const document = details.data;
  // A contract or price list the operator published is the operator's to replace or delete.
  const canChange = canWrite && (!document.publishedByOperator || isOperatorStaff(user));
  const back = document.folderId ? `..?folderId=${document.folderId}` : '..';

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
        void navigate(back, { relative: 'path' });
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
    <Page labelledBy="document-title">
      <PageHeader
        id="document-title"
        title={document.name}
        actions={
          <Link to={back} relative="path">
            {t('documents.back')}
          </Link>
        }
      />
      <FactsList mutedTerms wideTerms>
        <dt>{t('documents.folder')}</dt>
        <dd>{document.folderName ?? t('documents.top-level')}</dd>
        <dt>{t('documents.columns.description')}</dt>
        <dd>{document.description || '–'}</dd>
        <dt>{t('documents.columns.category')}</dt>
        <dd>{categoryName(document.category)}</dd>
        {document.validUntil ? (
          <>
            <dt>{t('documents.valid-until')}</dt>
            <dd>
              {hasValidityEnded(document.validUntil, helsinkiToday())
                ? t('documents.validity-ended', { date: formatDate(document.validUntil) })
                : formatDate(document.validUntil)}
            </dd>
          </>
        ) : null}
        <dt>{t('documents.columns.updated')}</dt>
        <dd>{`${formatDateTime(document.updatedAt)}, ${document.updatedByName}`}</dd>
        {document.publishedByOperator ? (
          <>
            <dt>{t('documents.published')}</dt>
            <dd>{t('documents.published-by-operator')}</dd>
          </>
        ) : null}
      </FactsList>
      <section className={styles.section} aria-labelledby="document-versions">
        <h2 id="document-versions">{t('documents.versions')}</h2>
        <DataTable<DocumentVersion>
          rows={document.versions}
          rowKey={(row) => String(row.versionNo)}
          columns={[
            { id: 'version', header: t('documents.columns.version'), cell: (row) => `v${row.versionNo}` },
            {
              id: 'file',
              header: t('documents.columns.file'),
              cell: (row) => (
                <a
                  href={callUrl(documentCalls.download, {
                    params: { id: companyId, documentId: document.id },
                    query: { version: row.versionNo },
                  })}
                  download={row.fileName}
                  aria-label={t('documents.download-version', { name: row.fileName, version: row.versionNo })}
                >
                  {row.fileName}
                </a>
              ),
            },
            {
              id: 'uploaded',
              header: t('documents.columns.uploaded'),
              cell: (row) =>
                `${formatDateTime(row.createdAt)}, ${
                  row.uploadedByOperatorName
                    ? t('documents.acting', {
                        operator: row.uploadedByOperatorName,
                        user: row.uploadedByName,
                      })
                    : row.uploadedByName
                }`,
            },
            {
              id: 'size',
              header: t('documents.columns.size'),
              cell: (row) => fileSize(row.sizeBytes, i18n.language),
            },
          ]}
        />
      </section>
      {canChange ? (
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
      ) : null}
    </Page>
  );
}
