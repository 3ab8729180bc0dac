import type { FastifyInstance } from 'fastify';
import { INVOICE_ACCESS, invoiceCalls } from '@kaista/domain/invoices';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { BillingRegister } from './billing-register';
import { BillingRun } from './billing-run';
import { InvoicesRepo } from './invoices.repo';
import { helsinkiToday, InvoicesService } from './invoices.service';

export const BILLING_RUN_JOB = 'invoices.billing-run';
const DAY_MS = 24 * 60 * 60_000;

/** §7 'Invoices and reports', and the billing run that issues the month's invoices once a day if not yet. */
export function registerInvoicesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new InvoicesService(new InvoicesRepo(deps.db));
  const route = callRoutes(app, ['Invoices']);
  const read = companyScope(deps.db, INVOICE_ACCESS.readInvoices);

  route(invoiceCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company.companyId, request.query),
  });
  route(invoiceCalls.detail, {
    guard: read,
    handler: async (request) => service.get(request.company.companyId, request.params.invoiceId),
  });

  const billingRun = new BillingRun(deps.db, new BillingRegister(deps.db));
  deps.schedule.every(BILLING_RUN_JOB, DAY_MS, async () => {
    await billingRun.runAll(helsinkiToday().slice(0, 7));
  });
}
