import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { emailFieldSchema, nameFieldSchema, phoneFieldSchema } from '../shared/validation/field-schemas';
import { isValidMultilineText, isValidOneLineFreeText } from '../shared/validation/text';

/**
 * What the operator calls an operative contact about: faults and outages, planned maintenance breaks,
 * deliveries and installations, and information security incidents.
 */
export const OPERATIVE_CONTACT_ROLES = ['OUTAGES', 'MAINTENANCE', 'DELIVERIES', 'SECURITY'] as const;
export type OperativeContactRole = (typeof OPERATIVE_CONTACT_ROLES)[number];

/** The language the operator speaks to the contact in. */
export const OPERATIVE_CONTACT_LANGUAGES = ['fi', 'sv', 'en'] as const;

export const OPERATIVE_CONTACT_LIMITS = { titleMax: 80, notesMax: 500, pageSize: 25 } as const;

/** An operative contact as the company's users read it. */
export const operativeContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  language: z.enum(OPERATIVE_CONTACT_LANGUAGES),
  roles: z.array(z.enum(OPERATIVE_CONTACT_ROLES)),
  /** Reachable outside office hours, for outages at night and at weekends. */
  aroundTheClock: z.boolean(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type OperativeContact = z.infer<typeof operativeContactSchema>;

export const operativeContactPageSchema = pageSchema(operativeContactSchema);

/** The list: by last and first name, optionally only those with one role. */
export const operativeContactListQuerySchema = listQuerySchema(
  { role: z.enum(OPERATIVE_CONTACT_ROLES).optional() },
  OPERATIVE_CONTACT_LIMITS.pageSize,
);
export type OperativeContactListQuery = z.infer<typeof operativeContactListQuerySchema>;

/** An optional §5 text: empty is none; what is given keeps to the character set and the length. */
const optionalText = (max: number, valid: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(max, FIELD_ERROR_KEYS.maxLength)
    .refine((value) => value === '' || valid(value), FIELD_ERROR_KEYS.freeText)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** A contact as created or replaced: §5 name, phone (with the country code) and e-mail rules, one role at least. */
export const operativeContactInputSchema = z.object({
  firstName: nameFieldSchema,
  lastName: nameFieldSchema,
  title: optionalText(OPERATIVE_CONTACT_LIMITS.titleMax, isValidOneLineFreeText),
  phone: phoneFieldSchema('withCode'),
  email: emailFieldSchema,
  language: z.enum(OPERATIVE_CONTACT_LANGUAGES).default('fi'),
  roles: z
    .array(z.enum(OPERATIVE_CONTACT_ROLES, FIELD_ERROR_KEYS.choice))
    .min(1, FIELD_ERROR_KEYS.empty)
    .transform((roles) => OPERATIVE_CONTACT_ROLES.filter((role) => roles.includes(role))),
  aroundTheClock: z.boolean().default(false),
  notes: optionalText(OPERATIVE_CONTACT_LIMITS.notesMax, isValidMultilineText),
});
export type OperativeContactInput = z.input<typeof operativeContactInputSchema>;
export type OperativeContactValues = z.output<typeof operativeContactInputSchema>;
