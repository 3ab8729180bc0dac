import { describe, expect, it } from 'vitest';
import { defaultReportPeriod, reportMonthRange, reportPeriodOf } from './reports';

const TODAY = '2026-12-02';

describe('a report’s period', () => {
  it('is chosen from the last 36 months, and is the last 12 by default', () => {
    expect(reportMonthRange(TODAY)).toEqual({ first: '2024-01', last: '2026-12' });
    expect(defaultReportPeriod(TODAY)).toEqual({ from: '2026-01', to: '2026-12' });
    expect(reportPeriodOf({}, TODAY)).toEqual({ from: '2026-01', to: '2026-12' });
  });

  it('moves a link’s ends into the months that may be chosen, and turns a reversed one round', () => {
    expect(reportPeriodOf({ from: '2023-11', to: '2026-11' }, TODAY)).toEqual({
      from: '2024-01',
      to: '2026-11',
    });
    expect(reportPeriodOf({ from: '2026-12', to: '2026-01' }, TODAY)).toEqual({
      from: '2026-01',
      to: '2026-12',
    });
    expect(reportPeriodOf({ from: '2026-03', to: '2031-01' }, TODAY)).toEqual({
      from: '2026-03',
      to: '2026-12',
    });
    expect(reportPeriodOf({ from: '2026-03', to: '2026-05' }, TODAY)).toEqual({
      from: '2026-03',
      to: '2026-05',
    });
  });
});
