import { once } from 'node:events';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { csvStream, latin1Bytes } from './csv-stream';
import type { SheetCell } from './export-rows';
import { xlsxStream } from './xlsx-stream';

async function* batches<T>(...items: T[]) {
  for (const item of items) yield item;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('spreadsheet exports', () => {
  it('writes Latin-1 with a question mark for what Latin-1 cannot hold, never a wrong letter', () => {
    expect([...latin1Bytes('Åbo ä € 😀')]).toEqual([...Buffer.from('\u00c5bo \u00e4 ? ?', 'latin1')]);
  });

  it('writes CSV batch by batch: a BOM for UTF-8, decimal commas when asked, formulas defused', async () => {
    const utf8 = await bytesOf(
      csvStream(
        ['Nimi', { header: 'Summa', decimals: 2 }, 'Määrä'],
        batches([['Pää', 12.5, 2]], [], [['=SUM(A1)', -3, -1]]),
        { decimalComma: true },
      ),
    );
    expect(utf8.toString('utf8')).toBe("\uFEFFNimi;Summa;Määrä\r\nPää;12,50;2\r\n'=SUM(A1);-3,00;-1\r\n");
    const latin1 = await bytesOf(csvStream(['Nimi'], batches([['Pää €']]), { charset: 'latin1' }));
    expect([...latin1]).toEqual([...Buffer.from('Nimi\r\nP\u00e4\u00e4 ?\r\n', 'latin1')]);
  });

  it('writes XLSX that reads back: bold frozen heading, widths, texts as they were, numbers with their places', async () => {
    const bytes = await bytesOf(
      xlsxStream(
        'Laskut: 2025/1 [kaikki]',
        [
          { header: 'Nimi', width: 30 },
          { header: 'Summa', decimals: 2 },
          { header: 'Määrä', decimals: 0 },
        ],
        batches<SheetCell[][]>(
          [
            ['Pää & <Oy> "AB"', 12.5, 2],
            ['=SUM(A1)', -3, -1],
          ],
          [],
          [
            ['', 0.1, Number.NaN],
            ['  välilyönnit ', 1e9, 7],
            ['ohjaus\u0007merkki ja _x0041_', 3, 4],
          ],
        ),
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Laskut  2025 1  kaikki');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(18);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Nimi', 'Summa', 'Määrä']);
    expect(values(2)).toEqual(['Pää & <Oy> "AB"', 12.5, 2]);
    // A text is never a formula in XLSX: it is kept as typed.
    expect(values(3)).toEqual(['=SUM(A1)', -3, -1]);
    // An empty text and a number that is not one are empty cells.
    expect(values(4)).toEqual([undefined, 0.1]);
    expect(values(5)).toEqual(['  välilyönnit ', 1e9, 7]);
    // A control character XML cannot hold becomes '?'; Excel's own escape `_xHHHH_` is escaped (Excel reads it back as typed).
    expect(values(6)).toEqual(['ohjaus?merkki ja _x005F_x0041_', 3, 4]);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0');
  });

  it('writes a zip whose every part has the right checksum and size, the sheet last', async () => {
    const rows = Array.from({ length: 3000 }, (_, index): SheetCell[] => [`rivi ${index}`, index / 4]);
    const bytes = await bytesOf(
      xlsxStream(
        'Rivit',
        [{ header: 'Teksti' }, { header: 'Luku', decimals: 2 }],
        batches(rows.slice(0, 1000), rows.slice(1000)),
      ),
    );
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml.match(/<row /gu)).toHaveLength(3001);
    expect(sheetXml).toContain(
      '<c r="A3001" t="inlineStr"><is><t>rivi 2999</t></is></c><c r="B3001" s="2"><v>749.75</v></c>',
    );
  });

  it('reads the next batch only as the download is read, and stops reading when it is abandoned', async () => {
    let read = 0;
    let closed = false;
    async function* many() {
      try {
        for (let batch = 0; batch < 1000; batch += 1) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, index): SheetCell[] => [`${batch}-${index}`, Math.random()]);
        }
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream('Rivit', [{ header: 'Teksti' }, { header: 'Luku' }], many());
    const turn = () => new Promise((resolve) => setTimeout(resolve, 5));
    // The reader takes the first bytes and then nothing more: the export fills its buffer and waits.
    while (read === 0) {
      stream.read();
      await turn();
    }
    while (stream.readableLength < stream.readableHighWaterMark) await turn();
    const readWhenFull = read;
    for (let wait = 0; wait < 20; wait += 1) await turn();
    expect(read).toBe(readWhenFull);
    // A few batches of 1,000 rows fill the 64 kB the download holds, not the 1,000 batches of the source.
    expect(read).toBeLessThan(20);
    stream.destroy();
    await once(stream, 'close');
    while (!closed) await turn();
    expect(read).toBe(readWhenFull);
  });
});
