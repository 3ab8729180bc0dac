import type { ReactNode } from 'react';
import { Pager, type PagerProps } from '../pager/pager';
import { ResultCount } from '../result-count/result-count';
import { DataTable, type DataTableProps } from './data-table';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** One page of a server-paged list: its rows, and its total for the pager. */
  page: PagerProps['page'] & { items: readonly Row[] };
  /** How many the list holds under its filters, e.g. "Orders: 24", shown above the rows. */
  count?: ReactNode;
  /** Names the pager's navigation, e.g. "Invoice pages". */
  pagingLabel: string;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}

/** A page of a list's rows as a table, with its count and the pager to the pages before and after it. */
export function PagedTable<Row>({
  page,
  count,
  pagingLabel,
  offset,
  pageSize,
  onOffset,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      {count === undefined ? null : <ResultCount>{count}</ResultCount>}
      <DataTable {...table} rows={page.items} />
      <Pager label={pagingLabel} offset={offset} pageSize={pageSize} page={page} onOffset={onOffset} />
    </>
  );
}
