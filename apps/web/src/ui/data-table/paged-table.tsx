import { Pager, type PagerProps } from '../pager/pager';
import { DataTable, type DataTableProps } from './data-table';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** One page of a server-paged list: its rows, and its total for the pager. */
  page: PagerProps['page'] & { items: readonly Row[] };
  /** Names the pager's navigation, e.g. "Invoice pages". */
  pagingLabel: string;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}

/** A page of a list's rows as a table, with the pager to the pages before and after it. */
export function PagedTable<Row>({
  page,
  pagingLabel,
  offset,
  pageSize,
  onOffset,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      <DataTable {...table} rows={page.items} />
      <Pager label={pagingLabel} offset={offset} pageSize={pageSize} page={page} onOffset={onOffset} />
    </>
  );
}
