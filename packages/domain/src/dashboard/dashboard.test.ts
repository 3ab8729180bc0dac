import { describe, expect, it } from 'vitest';
import { spendMonths } from './dashboard';

describe('the months of the spend chart', () => {
  it('ends with the month of today and crosses the year back', () => {
    const months = spendMonths('2026-02-14');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
    expect(months).toContain('2025-12');
    expect(months).toContain('2026-01');
  });
});
