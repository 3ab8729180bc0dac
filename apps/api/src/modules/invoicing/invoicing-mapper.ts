import type { CostPool, Payer } from '@kaista/domain/invoices';
import type { CostPoolRow } from './cost-pools.repo';
import type { PayerRow } from './payers.repo';

export function toPayer(row: PayerRow): Payer {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    invoiceType: row.invoiceType as Payer['invoiceType'],
    deliveryMethod: row.deliveryMethod as Payer['deliveryMethod'],
    email: row.email,
    eInvoiceAddress: row.eInvoiceAddress,
    eInvoiceOperator: row.eInvoiceOperator,
    contactName: row.contactName,
    address:
      row.street && row.postalNumber && row.city
        ? { street: row.street, postalNumber: row.postalNumber, city: row.city, country: row.country ?? 'FI' }
        : null,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toCostPool(row: CostPoolRow): CostPool {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
