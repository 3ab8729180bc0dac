import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { isValidOvtCode, OVT_CODE_MAX_LENGTH } from '../shared/validation/business-id';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../shared/validation/email';
import { FIELD_ERROR_KEYS, type FieldErrorKey } from '../shared/validation/field-errors';
import { isValidPostalNumber } from '../shared/validation/identifiers';
import { stripWhiteSpace } from '../shared/validation/phone';
import { isValidCity, isValidName, isValidOneLineFreeText, isValidStreet } from '../shared/validation/text';
import { COUNTRY_CODES } from './countries';
import {
  DELIVERY_METHODS,
  E_INVOICE_METHODS,
  F_INVOICE_OPERATOR_CODES,
  INVOICE_TYPES,
  POSTAL_ADDRESS_METHODS,
} from './invoice-enums';

export const PAYER_LIMITS = { nameMax: 100, referenceMax: 35, searchMax: 100 } as const;

export const postalAddressSchema = z.object({
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const optionalText = (max: number) => z.string().trim().max(max, FIELD_ERROR_KEYS.maxLength).default('');
/** The §5 OVT rule counts digits; invoices print the code in groups (0037 2048049 4), so spaces are dropped. */
const optionalOvtCode = z
  .string()
  .transform(stripWhiteSpace)
  .pipe(z.string().max(OVT_CODE_MAX_LENGTH, FIELD_ERROR_KEYS.maxLength))
  .default('');

/**
 * A billing agreement as a form and a POST/PUT send it. Which fields count depends on the §3 delivery method:
 * EMAIL needs the address mail goes to; PAPER the postal address; F_INVOICE and EU_F_INVOICE the e-invoice
 * address (the §5 OVT rule), its operator and the postal-address contact. Fields the method does not use are
 * dropped, so a stored agreement never carries a stale e-mail or e-invoice address.
 */
export const payerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, FIELD_ERROR_KEYS.empty)
      .max(PAYER_LIMITS.nameMax, FIELD_ERROR_KEYS.maxLength)
      .refine(isValidOneLineFreeText, FIELD_ERROR_KEYS.freeText),
    invoiceType: z.enum(INVOICE_TYPES),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    email: optionalText(EMAIL_MAX_LENGTH),
    eInvoiceAddress: optionalOvtCode,
    eInvoiceOperator: optionalText(20),
    contactName: optionalText(100),
    street: optionalText(100),
    postalNumber: optionalText(10),
    city: optionalText(40),
    country: z.enum(COUNTRY_CODES).default('FI'),
    reference: optionalText(PAYER_LIMITS.referenceMax),
  })
  .superRefine((payer, context) => {
    const problem = (path: string, key: FieldErrorKey) =>
      context.addIssue({ code: 'custom', path: [path], message: key });
    const check = (path: keyof typeof payer, valid: (value: string) => boolean, key: FieldErrorKey) => {
      const value = String(payer[path]);
      if (!value) problem(path, FIELD_ERROR_KEYS.empty);
      else if (!valid(value)) problem(path, key);
    };
    if (payer.deliveryMethod === 'EMAIL') check('email', isValidEmail, FIELD_ERROR_KEYS.email);
    if (E_INVOICE_METHODS.includes(payer.deliveryMethod)) {
      check('eInvoiceAddress', isValidOvtCode, FIELD_ERROR_KEYS.ovtCode);
      check('eInvoiceOperator', (code) => F_INVOICE_OPERATOR_CODES.includes(code), FIELD_ERROR_KEYS.empty);
      check('contactName', isValidName, FIELD_ERROR_KEYS.name);
    }
    if (POSTAL_ADDRESS_METHODS.includes(payer.deliveryMethod)) {
      check('street', isValidStreet, FIELD_ERROR_KEYS.street);
      check(
        'postalNumber',
        (value) => isValidPostalNumber(value, payer.country),
        FIELD_ERROR_KEYS.postalNumber,
      );
      check('city', isValidCity, FIELD_ERROR_KEYS.city);
    }
    // A paper invoice's recipient is optional, but one that is given is printed on the envelope as a name.
    if (payer.deliveryMethod === 'PAPER' && payer.contactName && !isValidName(payer.contactName)) {
      problem('contactName', FIELD_ERROR_KEYS.name);
    }
    if (payer.reference && !isValidOneLineFreeText(payer.reference)) {
      problem('reference', FIELD_ERROR_KEYS.freeText);
    }
  })
  .transform((payer) => {
    const eInvoice = E_INVOICE_METHODS.includes(payer.deliveryMethod);
    const postal = POSTAL_ADDRESS_METHODS.includes(payer.deliveryMethod);
    return {
      name: payer.name,
      invoiceType: payer.invoiceType,
      deliveryMethod: payer.deliveryMethod,
      email: payer.deliveryMethod === 'EMAIL' ? payer.email : null,
      eInvoiceAddress: eInvoice ? payer.eInvoiceAddress : null,
      eInvoiceOperator: eInvoice ? payer.eInvoiceOperator : null,
      // The e-invoice's contact person, or a paper invoice's recipient; an e-mailed invoice has none.
      contactName: payer.deliveryMethod === 'EMAIL' ? null : payer.contactName || null,
      address: postal
        ? { street: payer.street, postalNumber: payer.postalNumber, city: payer.city, country: payer.country }
        : null,
      reference: payer.reference || null,
    };
  });
export type PayerInput = z.input<typeof payerInputSchema>;
export type PayerValues = z.output<typeof payerInputSchema>;

export const payerSchema = z.object({
  id: z.string(),
  /** The billing account number printed on invoices. */
  number: z.string(),
  name: z.string(),
  invoiceType: z.enum(INVOICE_TYPES),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  email: z.string().nullable(),
  eInvoiceAddress: z.string().nullable(),
  eInvoiceOperator: z.string().nullable(),
  contactName: z.string().nullable(),
  address: postalAddressSchema.nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent back as If-Match with a change (412 when the agreement changed meanwhile). */
  version: z.number().int(),
});
export type Payer = z.infer<typeof payerSchema>;

export const payerParamsSchema = companyParamsSchema.extend({ payerId: z.uuid() });
export const payerListQuerySchema = listQuerySchema({
  q: z.string().trim().max(PAYER_LIMITS.searchMax).optional(),
});
export const payerPageSchema = pageSchema(payerSchema);
export type PayerPage = z.infer<typeof payerPageSchema>;

export const fInvoiceOperatorSchema = z.object({ code: z.string(), name: z.string() });
export const countrySchema = z.object({ code: z.string(), name: z.string(), deliverable: z.boolean() });
export type Country = z.infer<typeof countrySchema>;
export const countryQuerySchema = z.object({ filterDeliverable: z.enum(['true', 'false']).optional() });
