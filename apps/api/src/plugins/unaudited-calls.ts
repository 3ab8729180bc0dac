import { cartCalls, catalogueCalls } from '@kaista/domain/ordering';
import { availabilityCalls } from '@kaista/domain/services';
import { sessionRoutes } from '@kaista/domain/session';
import type { ApiCall } from '@kaista/domain/shared/api';
import { rightsRefreshRoute } from '@kaista/domain/users';

const callOf = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * The calls that are writes by their method alone: they change nothing the company would audit, so the audit
 * trail writes no row for them while operator staff act as a user. Every other state-changing call has a
 * sentence in the audit log (AUDITED_ROUTES); one of these would read there as its bare route.
 */
export const UNAUDITED_CALLS: ReadonlySet<string> = new Set(
  [
    // Session bookkeeping the web app does on every load.
    sessionRoutes.start,
    // The user's rights in the company read anew, which the web app does after any 403.
    rightsRefreshRoute,
    // §7 queries by POST: an address's products, a price list, device stocks, preselections, a cart's availability.
    availabilityCalls.products,
    catalogueCalls.prices,
    cartCalls.stocks,
    cartCalls.preselections,
    cartCalls.orderAvailability,
  ].map(callOf),
);
