import { describe, expect, it } from 'vitest';
import { csvStream, latin1Bytes } from './spreadsheet';

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
});
