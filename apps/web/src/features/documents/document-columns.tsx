import {
  DOCUMENT_CATEGORY_NAMES,
  hasValidityEnded,
  type Document,
  type DocumentFolder,
} from '@kaista/domain/documents';
import { formatDate, formatDateTime, helsinkiToday } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui';
import { fileSize } from './document-format';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './documents.module.css';

/** The columns of the documents of the folder shown or of a search, which also names each document's folder. */
export function useDocumentColumns(
  folders: readonly DocumentFolder[],
  searched: string,
): DataTableColumn<Document>[] {
  const { t, i18n } = useTranslation();
  const categoryName = useCodeName(DOCUMENT_CATEGORY_NAMES);
  const today = helsinkiToday();
  const folderNameOf = (row: Document) =>
    (row.folderId && folders.find((candidate) => candidate.id === row.folderId)?.name) ||
    t('documents.top-level');
  return [
    {
      id: 'name',
      header: t('documents.columns.name'),
      cell: (row) => <Link to={row.id}>{row.name}</Link>,
    },
    {
      id: 'description',
      header: t('documents.columns.description'),
      cell: (row) => row.description || <span className={styles.muted}>–</span>,
    },
    ...(searched
      ? [
          {
            id: 'folder',
            header: t('documents.folder'),
            cell: (row: Document) => folderNameOf(row),
          },
        ]
      : []),
    {
      id: 'category',
      header: t('documents.columns.category'),
      cell: (row) =>
        row.validUntil
          ? t(
              hasValidityEnded(row.validUntil, today)
                ? 'documents.category-ended'
                : 'documents.category-until',
              {
                category: categoryName(row.category),
                date: formatDate(row.validUntil),
              },
            )
          : categoryName(row.category),
    },
    {
      id: 'updated',
      header: t('documents.columns.updated'),
      cell: (row) => `${formatDateTime(row.updatedAt)}, ${row.updatedByName}`,
    },
    {
      id: 'size',
      header: t('documents.columns.size'),
      cell: (row) => `${fileSize(row.sizeBytes, i18n.language)} · v${row.currentVersion}`,
    },
  ];
}
