import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { poaPdf, type PoaPaper } from './poa-pdf';

const PAPER: PoaPaper = {
  kind: 'service',
  companyName: 'Aurora Oy',
  number: '+358407650101',
  holderName: 'Pekka Virtanen',
  holderPersonalId: '131052-308T',
  validUntil: '2026-12-31',
  printedOn: '2026-11-28',
};

/** The lines the paper prints: each text run of its compressed page streams, its hex glyphs read as WinAnsi. */
async function printedLines(paper: PoaPaper, language: 'fi' | 'en' | 'sv'): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await poaPdf(paper, language)) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks).toString('latin1');
  const streams = [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')];
    } catch {
      return []; // a font or image stream, not a page's text
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[(.*?)\] TJ/g)].map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    ),
  );
}

describe('the power of attorney paper (decision 018)', () => {
  it.each([
    ['fi', 'Liittymän numero', 'Siirrettävä numero'],
    ['en', 'Subscription number', 'Number to be ported in'],
    ['sv', 'Abonnemangets nummer', 'Nummer som flyttas'],
  ] as const)(
    'names the number in %s as a service’s or as the one ported in',
    async (language, service, portIn) => {
      const ofService = await printedLines(PAPER, language);
      expect(ofService).toContain(service);
      expect(ofService).toContain('040 765 0101');
      const ofPortIn = await printedLines({ ...PAPER, kind: 'port-in' }, language);
      expect(ofPortIn).toContain(portIn);
      expect(ofPortIn).not.toContain(service);
      expect(ofPortIn).toContain('040 765 0101');
    },
  );
});
