import { describe, expect, it } from 'vitest';
import { documentFileType } from './common';

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
