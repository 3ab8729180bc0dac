import { describe, expect, it } from 'vitest';
import { invoiceDateOf, monthToBill, periodOf } from './billing-calendar';

describe('monthToBill', () => {
  it('bills the month before until this month’s invoice day, so no invoice bears a later date', () => {
    expect(monthToBill('2026-12-02')).toBe('2026-11');
    expect(monthToBill('2026-12-04')).toBe('2026-11');
    expect(monthToBill('2027-01-01')).toBe('2026-12');
  });

  it('bills this month from its invoice day on', () => {
    expect(monthToBill('2026-12-05')).toBe('2026-12');
    expect(monthToBill('2026-12-31')).toBe('2026-12');
    expect(invoiceDateOf(periodOf(monthToBill('2026-12-05')))).toBe('2026-12-05');
  });
});
