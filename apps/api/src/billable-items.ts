import type { Database } from './db/client';
import type { BillableItems } from './modules/invoicing/billable-items';
import { BillingRegister } from './modules/invoicing/billing-register';
import { billedServices } from './modules/services/billable-services';

/**
 * What the monthly billing run bills (the seam of `modules/invoicing/billable-items.ts`), chosen here because
 * API modules do not import each other: the subscriptions are the company's services (the services area's
 * table, the real inventory), the one-off charges are the billing register's, which completed orders fill
 * (`order-inventory.ts`).
 */
export function billableItems(db: Database): BillableItems {
  const register = new BillingRegister(db);
  return {
    subscriptions: (companyId, payerId, period) => billedServices(db, companyId, payerId, period),
    waitingCharges: (companyId, payerId, period) => register.waitingCharges(companyId, payerId, period),
    markBilled: (tx, companyId, chargeIds, invoiceId) =>
      register.markBilled(tx, companyId, chargeIds, invoiceId),
  };
}
