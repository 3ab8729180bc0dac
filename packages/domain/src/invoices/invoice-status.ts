import type { InvoiceStatus } from './invoice-enums';

export interface PaymentFacts {
  totalCents: number;
  paidCents: number;
  /** False while the ledger has not yet reported the invoice's payments. */
  paymentsKnown: boolean;
  /** ISO date 'YYYY-MM-DD'. */
  dueDate: string;
}

/**
 * §4: an invoice's one status. Settled in full (a credit note is settled from the start) is closed; some paid
 * is partly paid; nothing paid after the due date is due; nothing paid before it is open. Invoices whose
 * payments the ledger has not reported are unknown. `today` is the Helsinki date 'YYYY-MM-DD'.
 */
export function invoiceStatus(invoice: PaymentFacts, today: string): InvoiceStatus {
  if (!invoice.paymentsKnown) return 'unknown';
  if (invoice.paidCents >= invoice.totalCents) return 'closed';
  if (invoice.paidCents > 0) return 'partlyPaid';
  return invoice.dueDate < today ? 'due' : 'open';
}
