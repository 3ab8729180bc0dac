/**
 * The Finnish bank barcode (pankkiviivakoodi, printed as the 54-digit virtuaaliviivakoodi a bank app reads):
 * version 4 with a national reference, version 5 with an RF creditor reference, per Finance Finland's
 * 'Pankkiviivakoodi-opas'.
 */
export interface BankBarcodeInput {
  /** A Finnish IBAN (FI + 16 digits), spaces allowed. */
  iban: string;
  amountCents: number;
  /** A national reference ('1234561') or an RF reference ('RF18…'); RF gives version 5. */
  reference: string;
  /** ISO date 'YYYY-MM-DD', or null when the invoice has none. */
  dueDate: string | null;
}

/** Above 999 999,99 € (or for a credit) the code carries no amount, and the payer types it. */
const MAX_CENTS = 99_999_999;

export function bankBarcode({ iban, amountCents, reference, dueDate }: BankBarcodeInput): string {
  const account = iban.replace(/\s/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(account)) throw new RangeError('The bank barcode takes a Finnish IBAN.');
  const cents = amountCents > 0 && amountCents <= MAX_CENTS ? amountCents : 0;
  const amount = String(cents).padStart(8, '0');
  const date = dueDate ? dueDate.replace(/-/g, '').slice(2) : '000000';
  if (!/^\d{6}$/.test(date)) throw new RangeError('The due date is YYYY-MM-DD.');
  const ref = reference.replace(/\s/g, '').toUpperCase();
  const rf = /^RF(\d{2})(\d{1,21})$/.exec(ref);
  if (rf) return `5${account.slice(2)}${amount}${rf[1]}${(rf[2] ?? '').padStart(21, '0')}${date}`;
  if (!/^\d{4,20}$/.test(ref))
    throw new RangeError('The reference has 4 to 20 digits or is an RF reference.');
  return `4${account.slice(2)}${amount}000${ref.padStart(20, '0')}${date}`;
}
