import { Readable } from 'node:stream';
import type { CsvCharset } from '@kaista/domain/shared/enums';
import { csvCell, csvLine } from './csv';
import { slicesInTurns, type SheetCell } from './export-rows';
import type { SheetColumn } from './sheet-column';

const headingOf = (column: string | SheetColumn): SheetColumn =>
  typeof column === 'string' ? { header: column } : column;

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
 * Rows as a semicolon-separated file, written a slice at a time as they are read (a slice a turn of the event
 * loop, see `slicesInTurns`): UTF-8 begins with a byte order mark (so that a spreadsheet reads the Finnish
 * letters right), Latin-1 has none. Numbers are written as they are (a negative amount is a number, not a
 * formula), with the column's decimal places and with a decimal comma when `decimalComma` (Finnish and Swedish
 * spreadsheets).
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
    for await (const slice of slicesInTurns(batches)) yield encode(slice.map(line).join(''));
  }
  return Readable.from(chunks());
}
