import { describe, expect, it } from 'vitest';
import { expiryWindowEnd, spendMonths } from './dashboard';
import { homeParts } from './dashboard-access';

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

describe('the window of expiring documents', () => {
  it('ends 60 days after today, across a month and a year', () => {
    expect(expiryWindowEnd('2026-11-25')).toBe('2027-01-24');
    expect(expiryWindowEnd('2028-01-01')).toBe('2028-03-01');
    expect(expiryWindowEnd('2027-01-01')).toBe('2027-03-02');
  });
});

describe('the parts of home', () => {
  it('gives a requester their own requests, and an approver the company’s pending count instead', () => {
    const requester = homeParts((part) => part === 'ownRequests');
    expect(requester.ownRequests).toBe(true);
    expect(requester.orderRequests).toBe(false);

    const approver = homeParts((part) => part === 'ownRequests' || part === 'orderRequests');
    expect(approver.ownRequests).toBe(false);
    expect(approver.orderRequests).toBe(true);

    const reader = homeParts((part) => part === 'orders');
    expect(Object.entries(reader).filter(([, shown]) => shown)).toEqual([['orders', true]]);
  });
});
