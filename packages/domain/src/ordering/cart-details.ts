import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../shared/validation/email';
import { FIELD_ERROR_KEYS, type FieldErrorKey } from '../shared/validation/field-errors';
import { isValidPostalNumber } from '../shared/validation/identifiers';
import { isValidPhoneNumber, stripWhiteSpace } from '../shared/validation/phone';
import { isValidCity, isValidName, isValidStreet } from '../shared/validation/text';
import { COUNTRIES } from '../invoices/countries';
import type { OfferingType } from './order-categories';
import { cartPartyRoleSchema } from './party-roles';

/** §3 account/party types the order capture takes for an end user (a thing is never one). */
export const END_USER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export type EndUserType = (typeof END_USER_TYPES)[number];

/** How many confirmation e-mails (§3 cart contacts) one cart may send its order confirmation to. */
export const MAX_CART_CONTACTS = 10;

/** The countries devices are delivered to (§7 GET /countries?filterDeliverable=true). */
export const DELIVERY_COUNTRIES = COUNTRIES.filter((country) => country.deliverable).map((c) => c.code);

const text = (max: number) => z.string().trim().max(max, FIELD_ERROR_KEYS.maxLength).default('');

type Problem = (path: string, key: FieldErrorKey | string) => void;

/** A field that must be there and pass its rule: empty gives cannot-be-empty, else the rule's own key. */
function required(problem: Problem, path: string, value: string, valid: (v: string) => boolean, key: string) {
  if (!value) problem(path, FIELD_ERROR_KEYS.empty);
  else if (!valid(value)) problem(path, key);
}

/** §5 phones are validated after white space removal, with or without the country code. */
const isPhone = (value: string) => isValidPhoneNumber(value, 'optionalPlus');

/**
 * §7 PUT /deliveryinfo: where the cart's devices and SIM cards are shipped. §5 address completeness: street,
 * city, country and postal number (Finnish format in FI), the telephone if given, and a recipient name; only
 * countries the operator delivers to.
 */
export const deliveryInfoSchema = z
  .object({
    recipient: text(100),
    street: text(100),
    postalNumber: text(10),
    city: text(40),
    country: z.string().trim().max(2).default('FI'),
    phone: text(30).transform(stripWhiteSpace),
    email: text(EMAIL_MAX_LENGTH),
  })
  .superRefine((info, context) => {
    const problem: Problem = (path, key) => context.addIssue({ code: 'custom', path: [path], message: key });
    required(problem, 'recipient', info.recipient, isValidName, FIELD_ERROR_KEYS.name);
    required(problem, 'street', info.street, isValidStreet, FIELD_ERROR_KEYS.street);
    required(
      problem,
      'postalNumber',
      info.postalNumber,
      (value) => isValidPostalNumber(value, info.country),
      FIELD_ERROR_KEYS.postalNumber,
    );
    required(problem, 'city', info.city, isValidCity, FIELD_ERROR_KEYS.city);
    if (!DELIVERY_COUNTRIES.includes(info.country)) problem('country', 'ordering.details.not-deliverable');
    if (info.phone && !isPhone(info.phone)) problem('phone', FIELD_ERROR_KEYS.phone);
    if (info.email && !isValidEmail(info.email)) problem('email', FIELD_ERROR_KEYS.email);
  });
export type DeliveryInfo = z.output<typeof deliveryInfoSchema>;

/**
 * §7 PUT /enduser: who will use what is ordered, in the §3 party form shape. §5: names by the name rule; an
 * individual needs first and last name and an e-mail (address completeness), an organization its name; the
 * mobile number, if given, by the phone rule.
 */
export const endUserSchema = z
  .object({
    partyType: z.enum(END_USER_TYPES),
    firstName: text(100),
    lastName: text(100),
    name: text(100),
    email: text(EMAIL_MAX_LENGTH),
    mobileNumber: text(30).transform(stripWhiteSpace),
  })
  .superRefine((party, context) => {
    const problem: Problem = (path, key) => context.addIssue({ code: 'custom', path: [path], message: key });
    if (party.partyType === 'INDIVIDUAL') {
      required(problem, 'firstName', party.firstName, isValidName, FIELD_ERROR_KEYS.name);
      required(problem, 'lastName', party.lastName, isValidName, FIELD_ERROR_KEYS.name);
      required(problem, 'email', party.email, isValidEmail, FIELD_ERROR_KEYS.email);
    } else {
      required(problem, 'name', party.name, isValidName, FIELD_ERROR_KEYS.name);
      if (party.email && !isValidEmail(party.email)) problem('email', FIELD_ERROR_KEYS.email);
    }
    if (party.mobileNumber && !isPhone(party.mobileNumber)) problem('mobileNumber', FIELD_ERROR_KEYS.phone);
  })
  // An individual has no organization name and an organization no person's names.
  .transform((party) =>
    party.partyType === 'INDIVIDUAL'
      ? { ...party, name: `${party.firstName} ${party.lastName}` }
      : { ...party, firstName: '', lastName: '' },
  );
export type EndUser = z.output<typeof endUserSchema>;

/** §7 PUT /payer (uid): the billing agreement the order is invoiced to, and optionally a cost centre. */
export const payerSelectionSchema = z.object({
  uid: z.uuid(),
  costCentreId: z.uuid().nullable().default(null),
});

/**
 * What an orderer picks the payer from (docs/decisions/ordering-payer-choices.md): the company's billing
 * agreements by name and number and its cost pools by name, as the cart's PUT /payer (uid) needs them. The
 * billing agreements themselves (§6 'payers', CustomerReadPayer) and the cost centres (CustomerReadCostCenter)
 * stay with who may read them; an orderer without those rights still orders to one of the company's payers.
 */
export const payerChoicesSchema = z.object({
  payers: z.array(z.object({ uid: z.uuid(), number: z.string(), name: z.string() })),
  costCentres: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PayerChoices = z.infer<typeof payerChoicesSchema>;

/** §7 PUT /contacts (email): one more address the order confirmation goes to. */
export const cartContactSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(EMAIL_MAX_LENGTH, FIELD_ERROR_KEYS.maxLength)
    .refine(isValidEmail, FIELD_ERROR_KEYS.email)
    .transform((email) => email.toLowerCase()),
});

/** The payer chosen for a cart, with the names the order shows as they were when it was chosen. */
export const cartPayerSchema = z.object({
  uid: z.uuid(),
  number: z.string(),
  name: z.string(),
  costCentre: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type CartPayer = z.infer<typeof cartPayerSchema>;

/** A cart's delivery address as the server answers it (a saved one adds its id). */
export const cartDeliveryInfoSchema = z.object({
  recipient: z.string(),
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** §3 cart: payer, delivery info, end user, contacts (confirmation e-mails) and party roles, beside its lines. */
export const cartDetailsSchema = z.object({
  payer: cartPayerSchema.nullable(),
  deliveryInfo: cartDeliveryInfoSchema.nullable(),
  endUser: z
    .object({
      partyType: z.enum(END_USER_TYPES),
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      email: z.string(),
      mobileNumber: z.string(),
    })
    .nullable(),
  contacts: z.array(z.string()),
  /** §3 party roles: who the order names in which role, for the whole order or one line. */
  partyRoles: z.array(cartPartyRoleSchema),
});
export type CartDetails = z.infer<typeof cartDetailsSchema>;

export const EMPTY_CART_DETAILS: CartDetails = {
  payer: null,
  deliveryInfo: null,
  endUser: null,
  contacts: [],
  partyRoles: [],
};

/** A stored cart's details, whatever an older cart row holds (an empty object before details existed). */
export const cartDetailsOf = (stored: Partial<CartDetails> | null | undefined): CartDetails => ({
  ...EMPTY_CART_DETAILS,
  ...stored,
});

/** Products that are shipped (devices, accessories and physical SIM cards) need a delivery address. */
const SHIPPED: readonly OfferingType[] = ['DEVICE', 'ACCESSORY', 'SIM'];
export const needsDelivery = (offeringTypes: Iterable<OfferingType>): boolean =>
  [...offeringTypes].some((type) => SHIPPED.includes(type));

/** §4 confirmation e-mails: one more address, never twice, never more than MAX_CART_CONTACTS. */
export function withContact(contacts: readonly string[], email: string): string[] | 'TOO_MANY' {
  if (contacts.includes(email)) return [...contacts];
  if (contacts.length >= MAX_CART_CONTACTS) return 'TOO_MANY';
  return [...contacts, email];
}
