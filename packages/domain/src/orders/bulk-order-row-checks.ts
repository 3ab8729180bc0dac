import { isValidPrintableText } from '../shared/validation/text';
import { bulkActionOf, bulkNumberOf, bulkYesNoOf, isValidBulkIccid } from './bulk-order-cells';
import { BULK_ERROR_KEYS, type BulkRowError } from './bulk-order-errors';
import { BULK_ORDER_LIMITS, type BulkOrderAction, type BulkOrderColumn } from './bulk-order-format';
import type { BulkTableRow } from './bulk-order-table';

/** A row checked: its values normalised where they were readable, its kind and its problems. */
export interface CheckedBulkRow extends BulkTableRow {
  action: BulkOrderAction | null;
  /** The number in E.164, when it was readable. */
  number: string | null;
  portIn: boolean;
  errors: BulkRowError[];
}

function textProblem(value: string): string | null {
  if (value.length > BULK_ORDER_LIMITS.cellMax) return BULK_ERROR_KEYS.maxLength;
  if (value && !isValidPrintableText(value)) return BULK_ERROR_KEYS.characterSet;
  return null;
}

/** One row's own rules: what each cell must be, for a new subscription or a package change. */
export function checkBulkRow(row: BulkTableRow): CheckedBulkRow {
  const { values } = row;
  const errors: BulkRowError[] = [];
  const fail = (column: BulkOrderColumn | null, key: string) => errors.push({ column, key });
  const action = values.action ? bulkActionOf(values.action) : null;
  if (!values.action) fail('action', BULK_ERROR_KEYS.empty);
  else if (!action) fail('action', BULK_ERROR_KEYS.action);
  if (!values.package) fail('package', BULK_ERROR_KEYS.empty);
  for (const column of ['package', 'endUser', 'costCentre', 'payer'] as const) {
    const problem = textProblem(values[column]);
    if (problem) fail(column, problem);
  }
  const portIn = bulkYesNoOf(values.portIn);
  if (portIn === null) fail('portIn', BULK_ERROR_KEYS.yesNo);
  const number = values.number ? bulkNumberOf(values.number) : null;
  if (values.number && !number) fail('number', BULK_ERROR_KEYS.number);
  if (action === 'CHANGE') {
    if (!values.number) fail('number', BULK_ERROR_KEYS.empty);
    if (portIn) fail('portIn', BULK_ERROR_KEYS.portInOnChange);
  }
  if (action === 'NEW') {
    if (portIn && !values.number) fail('number', BULK_ERROR_KEYS.portInNeedsNumber);
    if (!values.iccid) fail('iccid', BULK_ERROR_KEYS.empty);
    else if (!isValidBulkIccid(values.iccid)) fail('iccid', BULK_ERROR_KEYS.iccid);
    if (!values.endUser) fail('endUser', BULK_ERROR_KEYS.empty);
  }
  return { ...row, action, number, portIn: portIn === true, errors };
}

/**
 * Every row's own rules, then the file's: one kind per file (the first readable row's), and no number or SIM
 * twice. Answers the rows and the file's order type (null when no row names a kind).
 */
export function checkBulkRows(rows: readonly BulkTableRow[]): {
  rows: CheckedBulkRow[];
  action: BulkOrderAction | null;
} {
  const checked = rows.map(checkBulkRow);
  const action = checked.find((row) => row.action)?.action ?? null;
  const numbers = new Set<string>();
  const iccids = new Set<string>();
  for (const row of checked) {
    if (row.action && row.action !== action)
      row.errors.push({ column: 'action', key: BULK_ERROR_KEYS.mixedActions });
    if (row.number) {
      if (numbers.has(row.number))
        row.errors.push({ column: 'number', key: BULK_ERROR_KEYS.duplicateNumber });
      numbers.add(row.number);
    }
    if (row.values.iccid && row.action === 'NEW') {
      if (iccids.has(row.values.iccid))
        row.errors.push({ column: 'iccid', key: BULK_ERROR_KEYS.duplicateIccid });
      iccids.add(row.values.iccid);
    }
  }
  return { rows: checked, action };
}
