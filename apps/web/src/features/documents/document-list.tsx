import type { DocumentFolder, DocumentListParams, DocumentPage } from '@kaista/domain/documents';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageTotal } from '../../lib/lists/page-total';
import { QueryTable } from '../../ui';
import { useDocumentColumns } from './document-columns';

interface DocumentListProps {
  list: UseQueryResult<DocumentPage>;
  params: Pick<DocumentListParams, 'offset' | 'pageSize'>;
  folders: readonly DocumentFolder[];
  searched: string;
  folderTitle: string;
  onOffset: (offset: number) => void;
}

/** A page of the documents shown, or why there is none: still loading, failed (with a retry) or empty. */
export function DocumentList({ list, params, folders, searched, folderTitle, onOffset }: DocumentListProps) {
  const { t } = useTranslation();
  const columns = useDocumentColumns(folders, searched);
  return (
    <QueryTable
      query={list}
      loading={{ label: t('documents.loading'), variant: 'lines', lines: 5 }}
      failed={t('documents.load-failed')}
      retry={t('documents.retry')}
      count={(data) => t('documents.count', { total: pageTotal(data) })}
      empty={searched ? t('documents.search-empty', { q: searched }) : t('documents.empty')}
      caption={
        searched
          ? t('documents.search-caption', { q: searched })
          : t('documents.list-caption', { folder: folderTitle })
      }
      columns={columns}
      rowKey={(row) => row.id}
      pagingLabel={t('documents.paging')}
      offset={params.offset}
      pageSize={params.pageSize}
      onOffset={onOffset}
    />
  );
}
