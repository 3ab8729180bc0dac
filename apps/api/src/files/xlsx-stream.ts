import { Readable } from 'node:stream';
import type { SheetCell } from './export-rows';
import type { SheetColumn } from './sheet-column';
import { sheetXml } from './xlsx-sheet';
import { stylesOf } from './xlsx-styles';
import { MAIN_NS, PACKAGE_RELATIONSHIPS_NS, RELATIONSHIPS_NS, XML_DECLARATION, xmlText } from './xlsx-xml';
import { zipStream } from './zip-stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet's name as Excel accepts it: at most 31 characters, none of : \ / ? * [ ]. */
function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/gu, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
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
