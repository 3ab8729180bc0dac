import { describe, expect, it } from 'vitest';
import { formatAmount, formatCents } from './amount';

describe('formatAmount (§1)', () => {
  it('shows exactly two decimals with the currency', () => {
    expect(formatAmount(1029.9, 'EUR', 'fi').replace(/\s/g, ' ')).toBe('1 029,90 €');
    expect(formatAmount(5, 'EUR', 'en')).toContain('5.00');
  });
});

describe('formatCents (§1)', () => {
  it('shows euro cents with two decimals in the language of the reader, the same on every page', () => {
    expect(formatCents(123_456)).toBe('1\u00a0234,56\u00a0€');
    expect(formatCents(123_450, 'sv')).toBe('1\u00a0234,50\u00a0€');
    expect(formatCents(5, 'en')).toBe('€0.05');
    expect(formatCents(-5, 'en')).toBe('-€0.05');
    expect(formatCents(-1_000_000, 'fi')).toBe('\u221210\u00a0000,00\u00a0€');
  });
});
