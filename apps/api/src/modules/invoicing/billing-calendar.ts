import type { BillingPeriod } from './billable-items';

/** Invoices are dated on this day of the month they bill (monthly fees in advance). */
const INVOICE_DAY = 5;
/** §3 due dates: this many days after the invoice date. */
export const PAYMENT_TERM_DAYS = 21;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The month 'YYYY-MM' as a period of ISO dates. */
export function periodOf(month: string): BillingPeriod {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: iso(new Date(Date.UTC(year, monthNumber - 1, 1))),
    end: iso(new Date(Date.UTC(year, monthNumber, 0))),
  };
}

export function invoiceDateOf(period: BillingPeriod): string {
  return `${period.start.slice(0, 8)}${String(INVOICE_DAY).padStart(2, '0')}`;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The month before or after 'YYYY-MM' by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7);
}

/**
 * The month the daily run bills on `today` (an ISO date): this month once its invoice day has come, the one
 * before until then, so that no invoice is issued before the date it bears (on 2 December, not one dated the
 * 5th). Billing a month twice issues nothing new, so the days after the invoice day change nothing.
 */
export function monthToBill(today: string): string {
  const month = today.slice(0, 7);
  return Number(today.slice(8, 10)) >= INVOICE_DAY ? month : shiftMonth(month, -1);
}
