import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { monthToBill, shiftMonth } from '../modules/invoicing/billing-calendar';
import { DEMO_FIRST_BILLED_MONTH, DEMO_LAST_BILLED_MONTH } from '../seed/demo-invoices';

/**
 * The months a test app has billed, newest first: the demo's, and the month the monthly run bills on the
 * day the app started when that is later (the run is among the start's scheduled jobs, which a test app
 * waits for).
 */
export function billedMonths(): string[] {
  const demo: string[] = [];
  for (let month = DEMO_LAST_BILLED_MONTH; month >= DEMO_FIRST_BILLED_MONTH; month = shiftMonth(month, -1))
    demo.push(month);
  const runMonth = monthToBill(helsinkiToday());
  return runMonth > DEMO_LAST_BILLED_MONTH ? [runMonth, ...demo] : demo;
}

/** The first month nothing has billed yet, for a test that bills a new one (whatever today's date). */
export const firstUnbilledMonth = (): string => shiftMonth(billedMonths()[0]!, 1);
