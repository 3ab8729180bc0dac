/** The operator's account that customers pay invoices to, printed on every invoice and in its bank barcode. */
export const BILLER = {
  name: 'Kaista Oyj',
  businessId: '1572860-0',
  iban: 'FI21 1234 5600 0007 85',
  bic: 'NDEAFIHH',
  street: 'Läkkisepäntie 21',
  postalCode: '00620',
  city: 'Helsinki',
} as const;
