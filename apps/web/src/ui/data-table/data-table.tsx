import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './data-table.module.css';
import { useTableFit, type CrowdedTable } from './use-table-fit';

export interface DataTableColumn<Row> {
  id: string;
  /** The column heading, also the label of its cells when the rows are stacked. */
  header: string;
  /**
   * Shown instead of the header text, e.g. a box that chooses every row; such a column's cells get no label
   * when stacked, and its heading stays in sight above the stacked rows (told `stacked`, to name itself there).
   */
  headerContent?: (stacked: boolean) => ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /**
   * For acting on a row on screen (its buttons, a link to ask about it, a box to choose it): left off paper
   * with its heading, where it would print an empty or meaningless column.
   */
  screenOnly?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  /** Width of the label beside each value on phones. */
  labelWidth?: string;
  /** The rows shown are about to be replaced by a newer answer. */
  busy?: boolean;
  /**
   * When the columns are wider than their place: a list stacks its rows (the default), so that nothing, its
   * rows' buttons least of all, hides beyond the right edge; a report whose columns are read across scrolls.
   */
  whenCrowded?: CrowdedTable;
}

/**
 * A table on wide screens, and on phones, or wherever its columns do not fit, a block of labelled lines per
 * row. A table that keeps its columns scrolls sideways when wider than its place, and is then a stop of the
 * keyboard's, so that it can be scrolled without a pointer. It is given no region of its own: the page's
 * section around it already has the name its caption would give.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  labelWidth = '8rem',
  busy,
  whenCrowded = 'stack',
}: DataTableProps<Row>) {
  const wrap = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const { stacked, scrolls } = useTableFit(wrap, whenCrowded);
  // The roles and the name are spelled out: some browsers (Safari) drop a table's semantics once its rows are
  // laid out as blocks, and a screen reader would then read a stacked table as loose text.
  return (
    <div ref={wrap} className={styles.wrap} tabIndex={scrolls ? 0 : undefined} aria-busy={busy}>
      <table
        role="table"
        aria-labelledby={caption ? captionId : undefined}
        className={styles.table}
        data-stacked={stacked || undefined}
        style={{ '--data-table-label-width': labelWidth } as CSSProperties}
      >
        {caption ? (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        ) : null}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                data-own={column.headerContent ? true : undefined}
                className={column.screenOnly ? styles.screenOnly : undefined}
              >
                {column.headerContent?.(stacked) ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td
                  key={column.id}
                  role="cell"
                  data-label={column.headerContent ? undefined : column.header}
                  className={
                    classNames(column.className, column.screenOnly && styles.screenOnly) || undefined
                  }
                >
                  {/* One box, so that in a stacked row a cell of several parts stays beside its label. */}
                  <div>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
