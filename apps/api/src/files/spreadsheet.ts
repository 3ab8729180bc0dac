import { PassThrough, Readable, Writable } from 'node:stream';
import type { CsvCharset } from '@kaista/domain/shared/enums';
import { csvCell, csvLine } from './csv';

/** One cell of an exported row: text, or a number a spreadsheet can sum (amounts in euros). */
export type SheetCell = string | number;

export interface SheetColumn {
  header: string;
  width?: number;
  /** Decimal places of the column's numbers (2 for euros): an Excel number format, fixed places in CSV. */
  decimals?: number;
}

const headingOf = (column: string | SheetColumn): SheetColumn =>
  typeof column === 'string' ? { header: column } : column;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE: Record<CsvCharset, string> = {
  'utf-8': 'text/csv; charset=utf-8',
  latin1: 'text/csv; charset=iso-8859-1',
};

/**
 * Text as Latin-1 bytes (§3 'Latin1 for some exports'): a character Latin-1 has no place for (the euro sign,
 * an emoji; also a control character) becomes '?', never the wrong letter Node's own 'latin1' encoding
 * would make of its low byte.
 */
export function latin1Bytes(text: string): Buffer {
  return Buffer.from(text.replace(/[^\t\n\r\u0020-\u00ff]/gu, '?'), 'latin1');
}

/**
 * Rows as a semicolon-separated file, written batch by batch as they are read: UTF-8 begins with a byte order
 * mark (so that a spreadsheet reads the Finnish letters right), Latin-1 has none. Numbers are written as they
 * are (a negative amount is a number, not a formula), with the column's decimal places and with a decimal
 * comma when `decimalComma` (Finnish and Swedish spreadsheets).
 */
export function csvStream(
  columns: readonly (string | SheetColumn)[],
  batches: AsyncIterable<readonly SheetCell[][]>,
  options: { charset?: CsvCharset; decimalComma?: boolean } = {},
): Readable {
  const charset = options.charset ?? 'utf-8';
  const sheetColumns = columns.map(headingOf);
  const number = (value: number, index: number) => {
    const decimals = sheetColumns[index]?.decimals;
    const text = decimals === undefined ? String(value) : value.toFixed(decimals);
    return options.decimalComma ? text.replace('.', ',') : text;
  };
  const line = (row: readonly SheetCell[]) =>
    `${row.map((cell, index) => (typeof cell === 'number' ? number(cell, index) : csvCell(cell))).join(';')}\r\n`;
  const encode = (chunk: string) => (charset === 'latin1' ? latin1Bytes(chunk) : Buffer.from(chunk, 'utf8'));
  async function* chunks() {
    yield encode(
      `${charset === 'utf-8' ? '\uFEFF' : ''}${csvLine(sheetColumns.map((column) => column.header))}`,
    );
    for await (const batch of batches) {
      if (batch.length > 0) yield encode(batch.map(line).join(''));
    }
  }
  return Readable.from(chunks());
}

/** Rows as an XLSX workbook of one sheet, streamed: each row is written out as soon as it is added. */
export function xlsxStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
): Readable {
  const out = new PassThrough();
  writeWorkbook(out, sheetName, columns, batches).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** A stream written to: Node's own, or the `readable-stream` package's that ExcelJS's zip uses. */
type Consumer = Pick<Writable, 'on' | 'off'> & {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
};

const needsDrain = (stream: Consumer): boolean =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** The streams ExcelJS writes a sheet's XML into (the zip's compressor), from its stream's pipes. */
function sheetConsumers(sheet: unknown): Consumer[] {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes)
    ? pipes.filter((pipe): pipe is Consumer => typeof (pipe as Consumer | null)?.on === 'function')
    : [];
}

/** Resolves when the stream wants more, or when the download closes (finished or abandoned). */
function drainedOrClosed(stream: Consumer, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    out.on('close', done);
  });
}

const numberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

async function writeWorkbook(
  out: PassThrough,
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? 18,
    ...(column.decimals !== undefined ? { style: { numFmt: numberFormat(column.decimals) } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow([...row]).commit();
    // The compressor's pace and the reader's: ExcelJS hands the sheet's XML on without waiting, so while the
    // zip's compressor or the reader (a slow client) is behind, no further batch is read, and memory holds
    // about one batch however long the list is.
    for (const consumer of [...sheetConsumers(sheet), out])
      if (needsDrain(consumer) && !out.destroyed) await drainedOrClosed(consumer, out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
