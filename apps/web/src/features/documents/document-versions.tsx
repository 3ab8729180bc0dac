import { documentCalls, type DocumentDetails, type DocumentVersion } from '@kaista/domain/documents';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import { callUrl } from '../../lib/api/call-url';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DataTable } from '../../ui';
import { fileSize } from './document-format';
import styles from './documents.module.css';

/** Every kept version of a document, each to download, with who uploaded it (and for whom) and when. */
export function DocumentVersions({ companyId, document }: { companyId: string; document: DocumentDetails }) {
  const { t, i18n } = useTranslation();
  return (
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
                  ? t('documents.acting', { operator: row.uploadedByOperatorName, user: row.uploadedByName })
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
  );
}
