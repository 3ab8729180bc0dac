import { describe, expect, it } from 'vitest';
import { linePeriod } from './invoice-period';

describe('an invoice line’s period', () => {
  it('is one date for a single day and a range otherwise', () => {
    expect(linePeriod('2026-03-15', '2026-03-15')).toBe('15.03.2026');
    expect(linePeriod('2026-03-01', '2026-03-31')).toBe('01.03.2026–31.03.2026');
  });
});
