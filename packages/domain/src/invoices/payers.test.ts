import { describe, expect, it } from 'vitest';
import { payerInputSchema } from './payers';

const finvoice = {
  name: 'Aurora Logistics Oy',
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  deliveryMethod: 'F_INVOICE',
  eInvoiceAddress: '003720480494',
  eInvoiceOperator: 'E204503',
  contactName: 'Maria Manninen',
  street: 'Satamakatu 5',
  postalNumber: '00160',
  city: 'Helsinki',
};
const issues = (input: object) =>
  payerInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('billing agreement input', () => {
  it('takes a Finvoice agreement and drops what the method does not use', () => {
    const parsed = payerInputSchema.parse({ ...finvoice, email: 'lasku@aurora.example' });
    expect(parsed).toMatchObject({
      eInvoiceAddress: '003720480494',
      email: null,
      address: { street: 'Satamakatu 5', postalNumber: '00160', city: 'Helsinki', country: 'FI' },
    });
  });
  it('takes an OVT code written in groups, as invoices print it, and keeps its digits', () => {
    const parsed = payerInputSchema.parse({ ...finvoice, eInvoiceAddress: ' 0037 2048049 4 ' });
    expect(parsed.eInvoiceAddress).toBe('003720480494');
  });
  it('needs a valid OVT code, a known operator and the postal-address contact for e-invoices', () => {
    expect(
      issues({
        ...finvoice,
        deliveryMethod: 'EU_F_INVOICE',
        eInvoiceAddress: '003712345679',
        eInvoiceOperator: 'NOPE',
        street: '',
      }),
    ).toEqual([
      'eInvoiceAddress:validation.ovt-code',
      'eInvoiceOperator:validation.cannot-be-empty',
      'street:validation.cannot-be-empty',
    ]);
  });
  it('keeps none of a Finvoice agreement’s fields once it is changed to EMAIL', () => {
    const parsed = payerInputSchema.parse({
      ...finvoice,
      deliveryMethod: 'EMAIL',
      email: 'lasku@aurora.example',
    });
    expect(parsed).toMatchObject({
      email: 'lasku@aurora.example',
      eInvoiceAddress: null,
      eInvoiceOperator: null,
      contactName: null,
      address: null,
    });
  });

  it('needs an e-mail address for EMAIL and a Finnish postal number for PAPER', () => {
    expect(issues({ ...finvoice, deliveryMethod: 'EMAIL', email: 'not-an-address' })).toEqual([
      'email:validation.email',
    ]);
    expect(issues({ ...finvoice, deliveryMethod: 'PAPER', postalNumber: '123' })).toEqual([
      'postalNumber:validation.postal-number',
    ]);
  });

  it('checks a paper invoice’s recipient as a name when one is given, and keeps it out when not', () => {
    const paper = { ...finvoice, deliveryMethod: 'PAPER' };
    expect(issues({ ...paper, contactName: 'Laskut <script>' })).toEqual(['contactName:validation.name']);
    expect(payerInputSchema.parse({ ...paper, contactName: '' }).contactName).toBeNull();
  });

  it('refuses a line break in the one-line fields printed on the invoice', () => {
    expect(
      issues({ ...finvoice, name: 'Aurora\nLogistics', city: 'Hel\nsinki', street: 'Satama\r\nkatu 5' }),
    ).toEqual(['name:validation.free-text', 'street:validation.street', 'city:validation.city']);
  });
});
