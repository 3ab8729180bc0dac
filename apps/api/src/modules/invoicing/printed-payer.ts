import type { PrintedPayer } from '../../db/schema';
import type { PayerRow } from './payers.repo';

/** The agreement's recipient and address as they are now: kept with an invoice as it is issued. */
export function printedPayerOf(payer: PayerRow): PrintedPayer {
  return {
    number: payer.number,
    contactName: payer.contactName,
    street: payer.street,
    postalNumber: payer.postalNumber,
    city: payer.city,
    email: payer.email,
  };
}
