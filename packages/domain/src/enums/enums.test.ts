import { describe, expect, it } from 'vitest';
import { documentFileType } from './common';
import { INVOICE_DELIVERY_METHODS, usesPostalAddressContact } from './invoices';

describe('documentFileType (§3)', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Scan.JPEG', 'jpeg'],
    ['diagram.final.vsdx', 'vsdx'],
    ['script.exe', null],
    ['README', null],
    ['archive.tar.gz', null],
    ['.pdf', 'pdf'],
  ])('%s -> %j', (name, expected) => {
    expect(documentFileType(name)).toBe(expected);
  });
});

describe('usesPostalAddressContact (§3)', () => {
  it('is true for the e-invoice methods only', () => {
    expect(INVOICE_DELIVERY_METHODS.filter(usesPostalAddressContact)).toEqual(['F_INVOICE', 'EU_F_INVOICE']);
  });
});
