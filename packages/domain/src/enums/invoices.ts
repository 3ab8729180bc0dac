/** §3 invoice types: concise and comprehensive. */
export const INVOICE_TYPES = ['CORPORATE_CUSTOMER_INVOICE', 'CORPORATE_CUSTOMER_INVOICE_EXTENDED'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** §3 invoice delivery methods. */
export const INVOICE_DELIVERY_METHODS = ['EMAIL', 'PAPER', 'F_INVOICE', 'EU_F_INVOICE'] as const;
export type InvoiceDeliveryMethod = (typeof INVOICE_DELIVERY_METHODS)[number];

/** §3: the e-invoice methods address their contact by postal address. */
export function usesPostalAddressContact(method: InvoiceDeliveryMethod): boolean {
  return method === 'F_INVOICE' || method === 'EU_F_INVOICE';
}

/** §3 invoice delivery channels. */
export const INVOICE_DELIVERY_CHANNELS = [
  'archive',
  'emailPdf',
  'eInvoice',
  'finvoice',
  'euFinvoice',
  'paper',
  'selfService',
] as const;
export type InvoiceDeliveryChannel = (typeof INVOICE_DELIVERY_CHANNELS)[number];

/** §4 invoice status filter. */
export const INVOICE_STATUS_FILTERS = ['all', 'open', 'closed', 'due', 'partlyPaid', 'unknown'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];
