import { describe, expect, it } from 'vitest';
import { pageTotal } from './page-total';

describe('pageTotal', () => {
  it('shows an exact total as it is, and a capped one as more than the cap', () => {
    expect(pageTotal({ total: 42, totalCapped: false })).toBe('42');
    expect(pageTotal({ total: 10_000, totalCapped: true })).toBe('> 10000');
  });
});
