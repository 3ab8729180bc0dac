import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportRows, SLICE_ROWS, type SheetCell } from './export-rows';
import { csvStream } from './csv-stream';
import { xlsxStream } from './xlsx-stream';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Items read in batches that cut across the writer's slices: longer than a slice, empty, one item. */
const BATCH_SIZES = [SLICE_ROWS * 2 + 50, 0, 1, SLICE_ROWS - 1, SLICE_ROWS + 1];
const COUNT = BATCH_SIZES.reduce((sum, size) => sum + size, 0);

async function* itemBatches() {
  let next = 0;
  for (const size of BATCH_SIZES) {
    yield Array.from({ length: size }, () => next++);
    // Reading the next batch takes turns of the event loop, as a query does.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const COLUMNS = [{ header: 'Rivi' }, { header: 'Luku', decimals: 2 }, { header: 'Päivä' }];
const row = (item: number, formatDate: (value: string) => string): SheetCell[] => [
  `rivi ${item}`,
  item / 4,
  formatDate(`2025-01-${String((item % 28) + 1).padStart(2, '0')}`),
];
const expected = (item: number) => [
  `rivi ${item}`,
  item / 4,
  `${String((item % 28) + 1).padStart(2, '0')}.01.2025`,
];

describe('exports written in slices', () => {
  it('writes every row with every column into an XLSX made of many slices, in order', async () => {
    const bytes = await bytesOf(xlsxStream('Rivit', COLUMNS, exportRows(itemBatches(), row)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(COUNT + 1);
    const values = (at: number) => (sheet.getRow(at).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Rivi', 'Luku', 'Päivä']);
    for (let item = 0; item < COUNT; item += 1) expect(values(item + 2)).toEqual(expected(item));
  });

  it('writes every row with every column into a CSV made of many slices, in order', async () => {
    const text = (await bytesOf(csvStream(COLUMNS, exportRows(itemBatches(), row)))).toString('utf8');
    const lines = text.replace(/^\uFEFF/u, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'Rivi;Luku;Päivä',
      ...Array.from({ length: COUNT }, (_, item) => {
        const [name, amount, day] = expected(item);
        return `${name};${(amount as number).toFixed(2)};${day}`;
      }),
    ]);
  });

  it('lets other work run between slices of one large batch, not after the whole batch', async () => {
    let made = 0;
    async function* oneBatch() {
      yield Array.from({ length: SLICE_ROWS * 10 }, (_, index) => index);
    }
    const counted = (item: number): SheetCell[] => {
      made += 1;
      return [`rivi ${item}`];
    };
    const stream = xlsxStream('Rivit', [{ header: 'Rivi' }], exportRows(oneBatch(), counted));
    const madeWhenOthersRan: number[] = [];
    const others = setInterval(() => madeWhenOthersRan.push(made), 0);
    await bytesOf(stream);
    clearInterval(others);
    expect(made).toBe(SLICE_ROWS * 10);
    // Something else ran while the rows were still being made: a request would have been answered meanwhile.
    expect(madeWhenOthersRan.some((count) => count > 0 && count < SLICE_ROWS * 10)).toBe(true);
  });
});
