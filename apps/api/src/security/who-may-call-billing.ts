import { hasPermission, type Rule } from './who-may-call-rules';

/** Billing agreements, cost centres and invoices. */
export const BILLING_CALLS: Record<string, Rule> = {
  // §6 payers and cost centers; a change to an agreement is the writers' (its flag is on in tests).
  'GET /api/businesses/{id}/payers': hasPermission('CustomerReadPayer'),
  'GET /api/businesses/{id}/payers/{payerId}': hasPermission('CustomerReadPayer'),
  'POST /api/businesses/{id}/payers': hasPermission('CustomerWritePayer'),
  'PUT /api/businesses/{id}/payers/{payerId}': hasPermission('CustomerWritePayer'),
  'GET /api/businesses/{id}/costpools': hasPermission('CustomerReadCostCenter', 'CustomerWriteCostCenter'),
  'GET /api/businesses/{id}/costpools2': hasPermission('CustomerReadCostCenter', 'CustomerWriteCostCenter'),
  'POST /api/businesses/{id}/costpools': hasPermission('CustomerWriteCostCenter'),
  'GET /api/businesses/{id}/costpools/{costPoolId}': hasPermission(
    'CustomerReadCostCenter',
    'CustomerWriteCostCenter',
  ),
  'PUT /api/businesses/{id}/costpools/{costPoolId}': hasPermission('CustomerWriteCostCenter'),
  // §6 invoices: InvoicingReadInvoice.
  'GET /api/businesses/{id}/invoices2': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices2/export': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices2/spend': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/lines/export': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/lines': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/details': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}': hasPermission('InvoicingReadInvoice'),
};
