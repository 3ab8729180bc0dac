import {
  BILLER,
  bankBarcode,
  invoiceStatus,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
} from '@kaista/domain/invoices';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repo';

export function toInvoiceSummary(row: InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceSummary['kind'],
    payerId: row.payerId,
    payerName: row.payerName,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    netCents: row.netCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    status: invoiceStatus(row, today),
    referenceNumber: row.referenceNumber,
    creditedInvoiceId: row.creditedInvoiceId,
  };
}

export function toInvoiceLine(row: InvoiceLineRow): InvoiceLine {
  return {
    lineNo: row.lineNo,
    description: row.description,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    costPoolId: row.costPoolId,
    costPoolName: row.costPoolName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    netCents: row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatCents: row.vatCents,
  };
}

/** The invoice with its lines and how to pay it: what is still owed goes into the bank barcode. */
export function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[], today: string): Invoice {
  const owed = row.totalCents - row.paidCents;
  return {
    ...toInvoiceSummary(row, today),
    invoiceType: row.invoiceType as Invoice['invoiceType'],
    iban: BILLER.iban,
    bic: BILLER.bic,
    bankBarcode:
      row.kind === 'INVOICE'
        ? bankBarcode({
            iban: BILLER.iban,
            amountCents: owed,
            reference: row.referenceNumber,
            dueDate: row.dueDate,
          })
        : '',
    lines: lines.map(toInvoiceLine),
  };
}
