import { describe, expect, it } from 'vitest';
import { templateHref } from './bulk-order-template';

describe('bulk order template', () => {
  it('is a CSV with a byte order mark, semicolons between cells and CRLF after every row', () => {
    const href = templateHref(
      ['Paketti', 'Numero'],
      [
        ['Data 10', '0401234567'],
        ['Data 50', ''],
      ],
    );
    const prefix = 'data:text/csv;charset=utf-8,';
    expect(href.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(href.slice(prefix.length))).toBe(
      '\uFEFFPaketti;Numero\r\nData 10;0401234567\r\nData 50;\r\n',
    );
  });
});
