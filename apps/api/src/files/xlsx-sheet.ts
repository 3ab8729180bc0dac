import { slicesInTurns, type SheetCell } from './export-rows';
import type { SheetColumn } from './sheet-column';
import { HEADING, PLAIN } from './xlsx-styles';
import { MAIN_NS, RELATIONSHIPS_NS, XML_DECLARATION, xmlText } from './xlsx-xml';

/** Spaces at either end of a text are kept only when the text says so. */
const hasOuterSpace = (text: string) => /^\s|\s$/u.test(text);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
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
export async function* sheetXml(
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
