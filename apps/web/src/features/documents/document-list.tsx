import type { DocumentFolder, DocumentListParams, DocumentPage } from '@kaista/domain/documents';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager, QueryContent } from '../../ui';
import { DocumentTable } from './document-table';

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
  return (
    <QueryContent
      query={list}
      loading={{ label: t('documents.loading'), variant: 'lines', lines: 5 }}
      failed={t('documents.load-failed')}
      retry={t('documents.retry')}
      isEmpty={(data) => data.items.length === 0}
      empty={searched ? t('documents.search-empty', { q: searched }) : t('documents.empty')}
    >
      {(data) => (
        <>
          <DocumentTable
            documents={data.items}
            folders={folders}
            searched={searched}
            folderTitle={folderTitle}
          />
          <Pager
            label={t('documents.paging')}
            offset={params.offset}
            pageSize={params.pageSize}
            page={data}
            onOffset={onOffset}
          />
        </>
      )}
    </QueryContent>
  );
}
