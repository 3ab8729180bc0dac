import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { BillableItems } from './billable-items';
import { registerInvoicesRoutes } from './invoices.routes';
import { registerPayersRoutes } from './payers.routes';

/**
 * Spec §7 invoices, billing agreements (payers) and cost centres. The monthly billing run bills what
 * `billableItems` gives (the app's wiring: `apps/api/src/billable-items.ts`): the company's services and the
 * waiting one-off charges of its completed orders.
 */
export async function registerInvoicingRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { billableItems: BillableItems },
): Promise<void> {
  registerPayersRoutes(app, deps);
  registerInvoicesRoutes(app, deps, options.billableItems);
}
