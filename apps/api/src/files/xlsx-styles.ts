import type { SheetColumn } from './sheet-column';
import { MAIN_NS, XML_DECLARATION } from './xlsx-xml';

const numberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/** Cell styles: 0 plain, 1 the bold heading, then one per number of decimal places the columns use. */
export const PLAIN = 0;
export const HEADING = 1;
const FIRST_CUSTOM_FORMAT = 164;

export function stylesOf(columns: readonly SheetColumn[]) {
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
