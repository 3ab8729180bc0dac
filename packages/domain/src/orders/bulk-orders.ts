import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { approvalRequestedSchema, userParamsSchema } from '../ordering/cart';
import { isValidIccid } from '../shared/validation/identifiers';
import { isOperatorIccid } from '../services/service-rules';
import { isValidPrintableText } from '../shared/validation/text';

/**
 * Bulk orders (issue 11, beyond the anchors): a CSV or XLSX file of N new subscriptions or N package changes
 * becomes one order with N lines. The file is checked first (a dry run: every row with these rules and the
 * company's own data, each row's problems shown), then submitted as one order. One file orders one kind:
 * new subscriptions (a NEW order) or package changes of existing subscriptions (a CHANGE order).
 */
export const BULK_ORDER_COLUMNS = [
  'action',
  'package',
  'number',
  'portIn',
  'iccid',
  'endUser',
  'costCentre',
  'payer',
] as const;
export type BulkOrderColumn = (typeof BULK_ORDER_COLUMNS)[number];

/** A row's kind: a new subscription, or a package change of the subscription its number names. */
export const BULK_ORDER_ACTIONS = ['NEW', 'CHANGE'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

export const BULK_ORDER_LIMITS = {
  rowsMax: 500,
  /** The file's size at most (2 MB: 500 rows are a few tens of kilobytes even as XLSX). */
  fileMaxBytes: 2 * 1024 * 1024,
  /** A cell's text at most. */
  cellMax: 100,
} as const;

/** The file types a bulk order is read from. */
export const BULK_ORDER_FILE_TYPES = ['csv', 'xlsx'] as const;

/** Header names the file may use for each column, in Finnish, English and Swedish (compared normalised). */
const HEADER_NAMES: Record<BulkOrderColumn, readonly string[]> = {
  action: ['action', 'toiminto', 'åtgärd', 'tyyppi', 'type', 'typ'],
  package: ['package', 'paketti', 'paket', 'liittymä', 'product', 'tuote', 'produkt', 'abonnemang'],
  number: ['number', 'numero', 'nummer', 'puhelinnumero', 'telefonnummer', 'phonenumber'],
  portIn: ['portin', 'numeronsiirto', 'siirto', 'portering', 'nummerflytt', 'numberportin'],
  iccid: ['iccid', 'sim', 'simcard', 'simkortti', 'simkort'],
  endUser: ['enduser', 'user', 'käyttäjä', 'loppukäyttäjä', 'slutanvändare', 'användare'],
  costCentre: ['costcentre', 'costcenter', 'kustannuspaikka', 'kostnadsställe'],
  payer: ['payer', 'maksaja', 'betalare', 'laskutussopimus', 'billingagreement'],
};

const normalisedHeader = (text: string) => text.toLowerCase().replace(/[\s\-_.:/]+/g, '');

/** The column a header cell names, if any. */
export function bulkColumnOf(header: string): BulkOrderColumn | null {
  const name = normalisedHeader(header);
  return BULK_ORDER_COLUMNS.find((column) => HEADER_NAMES[column].includes(name)) ?? null;
}

const ACTION_WORDS: Record<BulkOrderAction, readonly string[]> = {
  NEW: ['new', 'uusi', 'ny', 'nytt', 'new subscription', 'uusi liittymä', 'nytt abonnemang'],
  CHANGE: ['change', 'package change', 'vaihto', 'muutos', 'paketinvaihto', 'byte', 'paketbyte', 'ändring'],
};
const YES = ['kyllä', 'k', 'yes', 'y', 'ja', 'j', 'x', '1', 'true'];
const NO = ['', 'ei', 'e', 'no', 'n', 'nej', '0', 'false'];

/** The action a cell names ('uusi', 'new', 'ny'… or 'vaihto', 'change', 'byte'…), or null. */
export function bulkActionOf(text: string): BulkOrderAction | null {
  const word = text.trim().toLowerCase();
  return BULK_ORDER_ACTIONS.find((action) => ACTION_WORDS[action].includes(word)) ?? null;
}

/** A yes/no cell ('kyllä', 'x', 'ja', '1' / empty, 'ei', 'nej', '0'), or null when it is neither. */
export function bulkYesNoOf(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.includes(word)) return true;
  if (NO.includes(word)) return false;
  return null;
}

/**
 * A Finnish phone number as the portal keeps it (E.164): spaces and hyphens dropped, a leading 0 or 358
 * turned into +358; null when it is no phone number.
 */
export function bulkNumberOf(text: string): string | null {
  const compact = text.replace(/[\s\-()]/g, '');
  const e164 = compact
    .replace(/^00/, '+')
    .replace(/^0(?=\d)/, '+358')
    .replace(/^358/, '+358');
  return /^\+\d{7,15}$/.test(e164) ? e164 : null;
}

/** ICCID of a SIM card: §5's 19–22 digits, and one of the operator's cards (its prefix and check digit). */
export function isValidBulkIccid(text: string): boolean {
  return isValidIccid(text) && isOperatorIccid(text);
}

/** A row's problem: a translation key (the orders namespace's `orders.bulk.error.*`, or a §5 `validation.*`). */
export const bulkRowErrorSchema = z.object({
  column: z.enum(BULK_ORDER_COLUMNS).nullable(),
  key: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const BULK_ERROR_KEYS = {
  empty: 'validation.cannot-be-empty',
  maxLength: 'validation.max-length',
  characterSet: 'validation.character-set',
  iccid: 'orders.bulk.error.iccid',
  yesNo: 'orders.bulk.error.yes-no',
  action: 'orders.bulk.error.action',
  number: 'orders.bulk.error.number',
  mixedActions: 'orders.bulk.error.mixed-actions',
  portInNeedsNumber: 'orders.bulk.error.port-in-needs-number',
  portInOnChange: 'orders.bulk.error.port-in-on-change',
  duplicateNumber: 'orders.bulk.error.duplicate-number',
  duplicateIccid: 'orders.bulk.error.duplicate-iccid',
  packageUnknown: 'orders.bulk.error.package-unknown',
  packageKind: 'orders.bulk.error.package-kind',
  packageSame: 'orders.bulk.error.package-same',
  numberNotFree: 'orders.bulk.error.number-not-free',
  numberInUse: 'orders.bulk.error.number-in-use',
  noFreeNumbers: 'orders.bulk.error.no-free-numbers',
  iccidInUse: 'orders.bulk.error.iccid-in-use',
  subscriptionUnknown: 'orders.bulk.error.subscription-unknown',
  costCentreUnknown: 'orders.bulk.error.cost-centre-unknown',
  payerUnknown: 'orders.bulk.error.payer-unknown',
} as const;

/** Problems of the file as a whole. */
export const BULK_FILE_ERROR_KEYS = {
  unreadable: 'orders.bulk.error.unreadable',
  missingColumns: 'orders.bulk.error.missing-columns',
  noRows: 'orders.bulk.error.no-rows',
  tooManyRows: 'orders.bulk.error.too-many-rows',
} as const;

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

/** A row checked: its values normalised where they were readable, its kind and its problems. */
export interface CheckedBulkRow extends BulkTableRow {
  action: BulkOrderAction | null;
  /** The number in E.164, when it was readable. */
  number: string | null;
  portIn: boolean;
  errors: BulkRowError[];
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

export const bulkCheckedRowSchema = z.object({
  rowNumber: z.number().int(),
  values: bulkRowValuesSchema,
  /** What the row orders, in words from the catalogue ('Kaista Mobiili 5G 300M'), when its package is known. */
  packageName: z.string().nullable(),
  monthlyCents: z.number().int(),
  errors: z.array(bulkRowErrorSchema),
});
export type BulkCheckedRow = z.infer<typeof bulkCheckedRowSchema>;

/** The dry run's answer: the file's problems, every row with its own, and what the order would be. */
export const bulkCheckSchema = z.object({
  fileName: z.string(),
  fileErrors: z.array(z.object({ key: z.string(), columns: z.array(z.string()) })),
  orderType: z.enum(BULK_ORDER_ACTIONS).nullable(),
  rows: z.array(bulkCheckedRowSchema),
  errorRows: z.number().int(),
  monthlyCents: z.number().int(),
  oneTimeCents: z.number().int(),
});
export type BulkCheck = z.infer<typeof bulkCheckSchema>;

/** The submit's answer: the one order the file became. */
export const bulkSubmitSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(BULK_ORDER_ACTIONS),
  lines: z.number().int(),
});
export type BulkSubmit = z.infer<typeof bulkSubmitSchema>;

const user = '/api/businesses/:id/users/:uid';

/**
 * The bulk order calls under the caller's own uid, each taking the file as multipart/form-data (one `file`
 * part): the dry run answers every row's problems and changes nothing; the submit checks the file the same
 * way and, when no row has a problem, makes it one order (400 with the problems otherwise; the same file
 * twice is refused with 409 ILLEGAL_STATE), or, when the order meets an approval rule that does not name the
 * orderer, an order request to the rule's approvers (the same flow as a cart's; proceeding orders the file).
 */
export const bulkOrderCalls = {
  check: defineCall({
    method: 'POST',
    path: `${user}/bulkorders/check`,
    params: userParamsSchema,
    response: bulkCheckSchema,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${user}/bulkorders`,
    params: userParamsSchema,
    status: 201,
    /** A file whose order meets an approval rule becomes an order request to the rule's approvers. */
    response: z.union([bulkSubmitSchema, approvalRequestedSchema]),
  }),
};
