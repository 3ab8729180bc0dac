import { describe, expect, it } from 'vitest';
import {
  matskuOrderFormErrors,
  officeSuppliesFormErrors,
  type OfficeSuppliesForm,
} from './partner-shop-forms';

describe('matskuOrderFormErrors (§5)', () => {
  it.each([
    [{ placeOfDelivery: '12', shipmentInvoiceReference: 'PO-77' }, {}],
    [
      { placeOfDelivery: null, shipmentInvoiceReference: '' },
      {
        placeOfDelivery: 'matsku.place-of-delivery-error',
        shipmentInvoiceReference: 'matsku.reference-shown-on-shipment-invoice-error',
      },
    ],
    [
      { placeOfDelivery: '12', shipmentInvoiceReference: 'r'.repeat(36) },
      { shipmentInvoiceReference: 'matsku.reference-shown-on-shipment-invoice-error' },
    ],
  ])('%j', (form, expected) => {
    expect(matskuOrderFormErrors(form)).toEqual(expected);
  });
});

describe('officeSuppliesFormErrors (§5)', () => {
  const valid: OfficeSuppliesForm = {
    storeNumber: '1234567890',
    postNumber: '00100',
    city: 'Espoo',
    email: 'shop@example.fi',
  };
  it.each<[string, OfficeSuppliesForm, Record<string, string>]>([
    ['valid', valid, {}],
    [
      'store number too long',
      { ...valid, storeNumber: '12345678901' },
      { storeNumber: 'matsku.store-number-error' },
    ],
    ['post number of 4 digits', { ...valid, postNumber: '0010' }, { postNumber: 'matsku.post-number-error' }],
    ['blank city', { ...valid, city: ' ' }, { city: 'matsku.city-error' }],
    ['bad e-mail', { ...valid, email: 'shop@' }, { email: 'matsku.email-error' }],
    [
      'empty form',
      {},
      {
        storeNumber: 'matsku.store-number-error',
        postNumber: 'matsku.post-number-error',
        city: 'matsku.city-error',
        email: 'matsku.email-error',
      },
    ],
  ])('%s', (_name, form, expected) => {
    expect(officeSuppliesFormErrors(form)).toEqual(expected);
  });
});
