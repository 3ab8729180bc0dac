import {
  BULK_FILE_ERROR_KEYS,
  BULK_ORDER_LIMITS,
  bulkTableRows,
  checkBulkRows,
  type BulkCheck,
  type BulkCheckedRow,
  type BulkOrderAction,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { BulkOrderTable } from './bulk-order-file';
import { plannedRows, type PlannedRow } from './bulk-orders-rows';

export interface Plan {
  fileErrors: BulkCheck['fileErrors'];
  orderType: BulkOrderAction | null;
  rows: PlannedRow[];
}

/** Every row through the domain's rules, then through the company's data; nothing is written. */
export async function planBulkOrder(db: Database, companyId: string, file: BulkOrderTable): Promise<Plan> {
  if (file.unreadable)
    return {
      fileErrors: [{ key: BULK_FILE_ERROR_KEYS.unreadable, columns: [] }],
      orderType: null,
      rows: [],
    };
  const { missingColumns, rows: tableRows } = bulkTableRows(file.table);
  const fileErrors: BulkCheck['fileErrors'] = [];
  if (missingColumns.length > 0)
    fileErrors.push({ key: BULK_FILE_ERROR_KEYS.missingColumns, columns: missingColumns });
  if (tableRows.length === 0) fileErrors.push({ key: BULK_FILE_ERROR_KEYS.noRows, columns: [] });
  if (tableRows.length > BULK_ORDER_LIMITS.rowsMax)
    fileErrors.push({ key: BULK_FILE_ERROR_KEYS.tooManyRows, columns: [] });
  if (fileErrors.length > 0) return { fileErrors, orderType: null, rows: [] };

  const { rows, action } = checkBulkRows(tableRows);
  return { fileErrors: [], orderType: action, rows: await plannedRows(db, companyId, rows) };
}

/** The dry run's answer: every row with its package, price and problems, and the valid rows' sums. */
export function bulkCheckOf(fileName: string, plan: Plan): BulkCheck {
  const rows: BulkCheckedRow[] = plan.rows.map(({ row, product }) => ({
    rowNumber: row.rowNumber,
    values: row.values,
    packageName: product?.name ?? null,
    monthlyCents: product?.monthlyCents ?? 0,
    errors: row.errors,
  }));
  const valid = plan.rows.filter((planned) => planned.row.errors.length === 0);
  return {
    fileName,
    fileErrors: plan.fileErrors,
    orderType: plan.orderType,
    rows,
    errorRows: rows.length - valid.length,
    monthlyCents: valid.reduce((sum, planned) => sum + (planned.product?.monthlyCents ?? 0), 0),
    oneTimeCents: valid.reduce((sum, planned) => sum + (planned.product?.oneTimeCents ?? 0), 0),
  };
}
