import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerInvoicesRoutes } from './invoices.routes';
import { registerPayersRoutes } from './payers.routes';

/** Spec §7 invoices, billing agreements (payers) and cost centres. */
export async function registerInvoicingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerPayersRoutes(app, deps);
  registerInvoicesRoutes(app, deps);
}
