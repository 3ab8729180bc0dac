import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('formatAmount (§1)', () => {
  it('shows exactly two decimals with the currency', () => {
    expect(formatAmount(1029.9, 'EUR', 'fi').replace(/\s/g, ' ')).toBe('1 029,90 €');
    expect(formatAmount(5, 'EUR', 'en')).toContain('5.00');
  });
});
