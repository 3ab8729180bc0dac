import type { ReactNode } from 'react';
import { QueryContent, type QueryContentProps, type QueryState } from '../query-content/query-content';
import { PagedTable, type PagedTableProps } from './paged-table';

/** A page of a server-paged list, as the domain's `Page` is. */
type ListPage = PagedTableProps<unknown>['page'];
type RowOf<Answer extends ListPage> = Answer['items'][number];

export interface QueryTableProps<Answer extends ListPage>
  extends
    Omit<PagedTableProps<RowOf<Answer>>, 'page'>,
    Pick<QueryContentProps<Answer>, 'loading' | 'failed' | 'retry'> {
  /** The list's query: a page of rows. */
  query: QueryState<Answer>;
  /** Said when the page holds no rows: that none are there yet, or that none match the filters. */
  empty: ReactNode;
  /** How many the list holds under its filters, e.g. "Orders: 24". */
  count: (page: Answer) => ReactNode;
}

/**
 * A server-paged list as a table: its placeholder, failure or emptiness (`QueryContent`), else its count, the
 * page's rows and the pager (`PagedTable`).
 */
export function QueryTable<Answer extends ListPage>({
  query,
  loading,
  failed,
  retry,
  empty,
  count,
  ...table
}: QueryTableProps<Answer>) {
  return (
    <QueryContent
      query={query}
      loading={loading}
      failed={failed}
      retry={retry}
      isEmpty={(page) => page.items.length === 0}
      empty={empty}
      count={count}
    >
      {(page) => <PagedTable {...table} page={page} />}
    </QueryContent>
  );
}
