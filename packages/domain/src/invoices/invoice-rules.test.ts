import { describe, expect, it } from 'vitest';
import { bankBarcode } from './bank-barcode';
import { code128C } from './code128';
import { invoiceStatus } from './invoice-status';
import { invoiceSums, lineVatCents, vatCents } from './money';
import {
  formatReferenceNumber,
  isValidReferenceNumber,
  referenceNumber,
  rfReference,
} from './reference-number';

describe('Finnish reference number', () => {
  it('adds the 7-3-1 check digit', () => {
    expect(referenceNumber('123456')).toBe('1234561');
    expect(referenceNumber('1000')).toBe('10003');
    expect(referenceNumber('86851625961989')).toBe('868516259619897');
  });
  it('refuses a base that is too short or long or not digits', () => {
    expect(() => referenceNumber('12')).toThrow(RangeError);
    expect(() => referenceNumber('1'.repeat(20))).toThrow(RangeError);
    expect(() => referenceNumber('12a4')).toThrow(RangeError);
  });
  it('checks a printed reference', () => {
    expect(isValidReferenceNumber('12 34561')).toBe(true);
    expect(isValidReferenceNumber('1234562')).toBe(false);
    expect(isValidReferenceNumber('123')).toBe(false);
  });
  it('prints in groups of five from the right and has an RF form', () => {
    expect(formatReferenceNumber('868516259619897')).toBe('86851 62596 19897');
    expect(formatReferenceNumber('1234561')).toBe('12 34561');
    expect(rfReference('868516259619897')).toBe('RF09868516259619897');
  });
});

describe('bank barcode (virtuaaliviivakoodi)', () => {
  const iban = 'FI79 4405 2020 0360 82';
  it('builds version 4 with a national reference (Finance Finland example)', () => {
    expect(
      bankBarcode({ iban, amountCents: 488_315, reference: '86851 62596 19897', dueDate: '2010-06-12' }),
    ).toBe('479440520200360820048831500000000868516259619897100612');
  });
  it('builds version 5 with an RF reference', () => {
    expect(
      bankBarcode({
        iban,
        amountCents: 488_315,
        reference: 'RF09 8685 1625 9619 897',
        dueDate: '2010-06-12',
      }),
    ).toBe('579440520200360820048831509000000868516259619897100612');
  });
  it('leaves the amount and date out when there is none to give', () => {
    const code = bankBarcode({ iban, amountCents: 100_000_000, reference: '1234561', dueDate: null });
    expect(code).toHaveLength(54);
    expect(code.slice(17, 25)).toBe('00000000');
    expect(code.slice(-6)).toBe('000000');
    expect(bankBarcode({ iban, amountCents: -500, reference: '1234561', dueDate: null }).slice(17, 25)).toBe(
      '00000000',
    );
  });
  it('refuses a foreign IBAN and a bad reference', () => {
    expect(() =>
      bankBarcode({ iban: 'SE4550000000058398257466', amountCents: 1, reference: '1234561', dueDate: null }),
    ).toThrow();
    expect(() => bankBarcode({ iban, amountCents: 1, reference: '12', dueDate: null })).toThrow();
  });
});

describe('Code 128 C', () => {
  it('encodes digit pairs with the start, the check symbol and the stop', () => {
    const bars = code128C('12345678');
    // Start C, four data symbols, the check and the stop: 6 × 11 modules + 13.
    expect(bars.reduce((sum, width) => sum + width, 0)).toBe(6 * 11 + 13);
    expect(bars.slice(0, 6).join('')).toBe('211232');
    // 105 + 12·1 + 34·2 + 56·3 + 78·4 = 665 ≡ 47 (mod 103).
    expect(bars.slice(30, 36).join('')).toBe('133121');
  });
  it('takes a whole bank barcode and refuses an odd count', () => {
    expect(code128C('4'.repeat(54)).reduce((sum, width) => sum + width, 0)).toBe(29 * 11 + 13);
    expect(() => code128C('123')).toThrow(RangeError);
  });
});

describe('VAT 25.5 % in cents', () => {
  it('rounds half away from zero', () => {
    expect(vatCents(10_000)).toBe(2_550);
    expect(vatCents(2)).toBe(1);
    expect(vatCents(1)).toBe(0);
    expect(vatCents(-10_000)).toBe(-2_550);
  });
  it('taxes the net sum per rate, so the total matches the breakdown', () => {
    const sums = invoiceSums([333, 333, 333].map((netCents) => ({ netCents, vatRateBasisPoints: 2550 })));
    expect(sums).toMatchObject({ netCents: 999, vatCents: 255, totalCents: 1_254 });
    expect(sums.byRate).toEqual([{ rateBasisPoints: 2550, netCents: 999, vatCents: 255 }]);
  });

  it('shares the VAT out to the lines so that they add up to it, each line a cent from its own at most', () => {
    const at = (rate: number) => (netCents: number) => ({ netCents, vatRateBasisPoints: rate });
    const lines = [...[333, 333, 333, 1_990, -1_990, 4_999].map(at(2550)), ...[105, 105, 105].map(at(1400))];
    const shared = lineVatCents(lines);
    const sums = invoiceSums(lines);
    for (const rate of sums.byRate) {
      const ofRate = shared.filter((_, index) => lines[index]!.vatRateBasisPoints === rate.rateBasisPoints);
      expect(ofRate.reduce((sum, vat) => sum + vat, 0)).toBe(rate.vatCents);
    }
    lines.forEach((line, index) =>
      expect(Math.abs(shared[index]! - vatCents(line.netCents, line.vatRateBasisPoints))).toBeLessThanOrEqual(
        1,
      ),
    );
    // 333 at 25,5 % is 84,915 cents: per line 85 each (255 in all) happens to agree; 105 at 14 % is 14,7: 15 each
    // would make 45, where the rate's sum is 44.
    expect(shared.slice(-3)).toEqual([15, 15, 14]);
  });

  it('keeps a credit note’s line VAT negative and adding up to its own', () => {
    const lines = [-333, -333, -333, -1].map((netCents) => ({ netCents, vatRateBasisPoints: 2550 }));
    const shared = lineVatCents(lines);
    expect(shared.reduce((sum, vat) => sum + vat, 0)).toBe(invoiceSums(lines).vatCents);
    expect(shared.every((vat) => vat <= 0)).toBe(true);
  });
});

describe('§4 invoice status', () => {
  const base = { totalCents: 10_000, paidCents: 0, paymentsKnown: true, dueDate: '2026-11-20' };
  it('gives each invoice one status', () => {
    expect(invoiceStatus(base, '2026-11-20')).toBe('open');
    expect(invoiceStatus(base, '2026-11-21')).toBe('due');
    expect(invoiceStatus({ ...base, paidCents: 4_000 }, '2026-11-21')).toBe('partlyPaid');
    expect(invoiceStatus({ ...base, paidCents: 10_000 }, '2026-11-21')).toBe('closed');
    expect(invoiceStatus({ ...base, totalCents: -3_000 }, '2026-11-21')).toBe('closed');
    expect(invoiceStatus({ ...base, paymentsKnown: false }, '2026-11-21')).toBe('unknown');
  });
});
