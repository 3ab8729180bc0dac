import { z } from 'zod';
import { bulkColumnOf } from './bulk-order-cells';
import { BULK_ORDER_COLUMNS, type BulkOrderColumn } from './bulk-order-format';

export const bulkRowValuesSchema = z.object({
  action: z.string(),
  package: z.string(),
  number: z.string(),
  portIn: z.string(),
  iccid: z.string(),
  endUser: z.string(),
  costCentre: z.string(),
  payer: z.string(),
});
export type BulkRowValues = z.infer<typeof bulkRowValuesSchema>;

/** One row of the file as read: its row number in the file (the header is row 1) and its cells. */
export interface BulkTableRow {
  rowNumber: number;
  values: BulkRowValues;
}

/** Which columns a file must have: the kind, the package, and the number (a package change names its subscription by it). */
const REQUIRED_COLUMNS: readonly BulkOrderColumn[] = ['action', 'package', 'number'];

/**
 * Reads the header row and the data rows of a table (cells as text): the columns are found by name in any
 * order, unknown columns are ignored and empty rows skipped. Answers the columns missing, if any.
 */
export function bulkTableRows(table: readonly (readonly string[])[]): {
  missingColumns: BulkOrderColumn[];
  rows: BulkTableRow[];
} {
  const [header = [], ...body] = table;
  const positions = new Map<BulkOrderColumn, number>();
  header.forEach((cell, index) => {
    const column = bulkColumnOf(cell);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  const rows: BulkTableRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: BulkOrderColumn) => {
      const at = positions.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const values = Object.fromEntries(
      BULK_ORDER_COLUMNS.map((column) => [column, cell(column)]),
    ) as BulkRowValues;
    rows.push({ rowNumber: index + 2, values });
  });
  return { missingColumns, rows };
}
