import { describe, expect, it } from 'vitest';
import { printedLines } from '../test/pdf-lines';
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

const printed = async (paper: PoaPaper, language: 'fi' | 'en' | 'sv') =>
  printedLines(await poaPdf(paper, language));

describe('the power of attorney paper (decision 018)', () => {
  it.each([
    ['fi', 'Liittymän numero', 'Siirrettävä numero'],
    ['en', 'Subscription number', 'Number to be ported in'],
    ['sv', 'Abonnemangets nummer', 'Nummer som flyttas'],
  ] as const)(
    'names the number in %s as a service’s or as the one ported in',
    async (language, service, portIn) => {
      const ofService = await printed(PAPER, language);
      expect(ofService).toContain(service);
      expect(ofService).toContain('040 765 0101');
      const ofPortIn = await printed({ ...PAPER, kind: 'port-in' }, language);
      expect(ofPortIn).toContain(portIn);
      expect(ofPortIn).not.toContain(service);
      expect(ofPortIn).toContain('040 765 0101');
    },
  );
});
