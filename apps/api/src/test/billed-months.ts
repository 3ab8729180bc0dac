import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { shiftMonth } from '../modules/invoicing/billing-calendar';
import { DEMO_FIRST_BILLED_MONTH, DEMO_LAST_BILLED_MONTH } from '../seed/demo-invoices';

/**
 * The months a test app has billed, newest first: the demo's, and the month the app started in when that is
 * later (the monthly run bills it among the start's scheduled jobs, which a test app waits for).
 */
export function billedMonths(): string[] {
  const demo: string[] = [];
  for (let month = DEMO_LAST_BILLED_MONTH; month >= DEMO_FIRST_BILLED_MONTH; month = shiftMonth(month, -1))
    demo.push(month);
  const thisMonth = helsinkiToday().slice(0, 7);
  return thisMonth > DEMO_LAST_BILLED_MONTH ? [thisMonth, ...demo] : demo;
}

/** The first month nothing has billed yet, for a test that bills a new one (whatever today's date). */
export const firstUnbilledMonth = (): string => shiftMonth(billedMonths()[0]!, 1);
