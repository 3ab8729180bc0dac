import { Readable } from 'node:stream';
import type { CsvCharset } from '@kaista/domain/shared/enums';
import { csvCell, csvLine } from './csv';
import { slicesInTurns, type SheetCell } from './export-rows';
import { zipStream } from './zip-stream';

export type { SheetCell } from './export-rows';

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

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * What XML text may not hold as it is: the markup characters, and what XML 1.0 has no place for at all (control
 * characters other than tab and line breaks, a lone half of a surrogate pair, U+FFFE and U+FFFF), which would
 * make the file unreadable and becomes '?' like a character Latin-1 cannot hold; and `_x` followed by four hex
 * digits and `_`, which Excel would read as an escaped character, so its underscore is escaped itself.
 */
const XML_UNSAFE = /[&<>"]|[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]|_(?=x[0-9A-Fa-f]{4}_)/gu;
const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  _: '_x005F_',
};

export function xmlText(text: string): string {
  return text.replace(XML_UNSAFE, (found) => ESCAPED[found] ?? '?');
}

/** Spaces at either end of a text are kept only when the text says so. */
const hasOuterSpace = (text: string) => /^\s|\s$/u.test(text);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A sheet's name as Excel accepts it: at most 31 characters, none of : \ / ? * [ ]. */
function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/gu, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
}

const numberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/** Cell styles: 0 plain, 1 the bold heading, then one per number of decimal places the columns use. */
const PLAIN = 0;
const HEADING = 1;
const FIRST_CUSTOM_FORMAT = 164;

function stylesOf(columns: readonly SheetColumn[]) {
  const decimals = [
    ...new Set(columns.flatMap((column) => (column.decimals === undefined ? [] : [column.decimals]))),
  ];
  const styleOfColumn = columns.map((column) =>
    column.decimals === undefined ? PLAIN : HEADING + 1 + decimals.indexOf(column.decimals),
  );
  const formats = decimals.map(
    (places, index) =>
      `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${numberFormat(places)}"/>`,
  );
  const numberStyles = decimals.map(
    (_, index) =>
      `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  const xml =
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${formats.join('')}</numFmts>` : '') +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + numberStyles.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    `${numberStyles.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { xml, styleOfColumn };
}

/** One row of the sheet's XML. Empty texts and numbers that are not finite are left out (an empty cell). */
function rowXml(
  rowNumber: number,
  row: readonly SheetCell[],
  letters: readonly string[],
  styleOf: (index: number) => number,
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < row.length; index += 1) {
    const cell = row[index];
    const ref = `${letters[index] ?? columnLetters(index)}${rowNumber}`;
    const style = styleOf(index);
    const s = style === PLAIN ? '' : ` s="${style}"`;
    if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${ref}"${s}><v>${cell}</v></c>`;
    } else if (cell !== undefined && cell !== null && cell !== '') {
      const space = hasOuterSpace(cell) ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(cell)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/**
 * The sheet's XML a piece at a time: its frame (the heading row frozen, the column widths), the heading in
 * bold, then the rows a slice a turn of the event loop (`slicesInTurns`), each slice one piece. Texts are inline
 * (no shared-strings table to keep in memory).
 */
async function* sheetXml(
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
  styleOfColumn: readonly number[],
): AsyncGenerator<Buffer> {
  const letters = columns.map((_, index) => columnLetters(index));
  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? 18}" customWidth="1"/>`,
    )
    .join('');
  yield Buffer.from(
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
      '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
      (cols ? `<cols>${cols}</cols>` : '') +
      '<sheetData>' +
      rowXml(
        1,
        columns.map((column) => column.header),
        letters,
        () => HEADING,
      ),
    'utf8',
  );
  let rowNumber = 1;
  const styleOf = (index: number) => styleOfColumn[index] ?? PLAIN;
  for await (const slice of slicesInTurns(batches)) {
    let xml = '';
    for (const row of slice) {
      rowNumber += 1;
      xml += rowXml(rowNumber, row, letters, styleOf);
    }
    yield Buffer.from(xml, 'utf8');
  }
  yield Buffer.from('</sheetData></worksheet>', 'utf8');
}

function workbookEntries(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
) {
  const styles = stylesOf(columns);
  const part = (name: string, xml: string) => ({ name, content: [Buffer.from(xml, 'utf8')] });
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${RELATIONSHIPS_NS}/${type}" Target="${target}"/>`;
  return [
    part(
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ),
    part(
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">` +
        `${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">` +
        '<bookViews><workbookView/></bookViews>' +
        `<sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">` +
        relationship('rId1', 'worksheet', 'worksheets/sheet1.xml') +
        relationship('rId2', 'styles', 'styles.xml') +
        '</Relationships>',
    ),
    part('xl/styles.xml', styles.xml),
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(columns, batches, styles.styleOfColumn) },
  ];
}

/** Bytes the download buffers ahead of the reader before the next slice is made (a slow client holds no more). */
const XLSX_BUFFER = 64 * 1024;

/**
 * Rows as an XLSX workbook of one sheet (the heading row bold and frozen, numbers with their columns' decimal
 * places), streamed: a zip of a few XML parts written front to back, the sheet's rows deflated a slice at a
 * time as they are read, by zlib's thread pool (`zip-stream.ts`), not on the event loop. The next slice is
 * made only when the compressor has taken the last one and the reader has taken what was compressed (the
 * download's back-pressure), and the next batch read only when its slices are written, so the memory an
 * export holds is about one batch however long the list is.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
): Readable {
  return Readable.from(zipStream(workbookEntries(sheetName, columns, batches)), {
    objectMode: false,
    highWaterMark: XLSX_BUFFER,
  });
}
