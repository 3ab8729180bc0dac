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
