export interface SheetColumn {
  header: string;
  width?: number;
  /** Decimal places of the column's numbers (2 for euros): an Excel number format, fixed places in CSV. */
  decimals?: number;
}
