import { z } from 'zod';
import { pageSchema, listQuerySchema } from '../shared/api/paging';
import { LANGUAGES } from '../shared/formatting/language';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { COMPANY_ID_PATTERN } from '../shared/validation/identifiers';
import { isValidPrintableText } from '../shared/validation/text';

/** Who a bulletin is for: every company, or the companies chosen. */
export const BULLETIN_AUDIENCES = ['ALL', 'CHOSEN'] as const;
export type BulletinAudience = (typeof BULLETIN_AUDIENCES)[number];

export const BULLETIN_LIMITS = {
  titleMax: 200,
  bodyMax: 20_000,
  companiesMax: 500,
  /** How many current bulletins home shows at most, the newest first. */
  homeMax: 10,
} as const;

/** A typed validity date: empty said as empty, a day that does not exist as no date. */
const isoDate = z.string().min(1, FIELD_ERROR_KEYS.empty).pipe(z.iso.date(FIELD_ERROR_KEYS.date));

/** The company numbers are typed, not chosen from offered options: their refusals say so in their own words. */
export const BULLETIN_COMPANY_ERRORS = {
  format: 'bulletins.company-number-format',
  unknown: 'bulletins.unknown-company',
} as const;

/**
 * The languages a bulletin may be translated to. Finnish, the portal's default (§1), is the bulletin's own
 * text; a reader of another language without a translation reads the Finnish.
 */
export const BULLETIN_TRANSLATIONS = ['sv', 'en'] as const;
export type BulletinTranslationLanguage = (typeof BULLETIN_TRANSLATIONS)[number];

/**
 * A bulletin as a company user reads it on home: in the reader's language when it has a translation to it,
 * else in Finnish, and `language` says which (for the text's lang). The body is HTML the server sanitised
 * (§9 allow-list).
 */
export const currentBulletinSchema = z.object({
  id: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  language: z.enum(LANGUAGES),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
});
export type CurrentBulletin = z.infer<typeof currentBulletinSchema>;

/** A company a bulletin is for, named so that staff need not know the numbers by heart. */
export const bulletinCompanySchema = z.object({ id: z.string(), name: z.string() });
export type BulletinCompany = z.infer<typeof bulletinCompanySchema>;

const translationSchema = z.object({ title: z.string(), bodyHtml: z.string() });
export type BulletinTranslation = z.infer<typeof translationSchema>;

/** A bulletin as operator staff manage it: in Finnish with its translations, its chosen companies in number order. */
export const bulletinSchema = currentBulletinSchema.omit({ language: true }).extend({
  translations: z.object({ sv: translationSchema.nullable(), en: translationSchema.nullable() }),
  audience: z.enum(BULLETIN_AUDIENCES),
  companies: z.array(bulletinCompanySchema),
  createdByName: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Bulletin = z.infer<typeof bulletinSchema>;

export const bulletinPageSchema = pageSchema(bulletinSchema);
export const bulletinListQuerySchema = listQuerySchema({});
export type BulletinListQuery = z.infer<typeof bulletinListQuerySchema>;

// An empty title is no bulletin (the Finnish one) or no translation, never a character set's error.
const titleText = z
  .string()
  .trim()
  .max(BULLETIN_LIMITS.titleMax, FIELD_ERROR_KEYS.maxLength)
  .refine((text) => text === '' || isValidPrintableText(text), FIELD_ERROR_KEYS.characterSet);
const bodyText = z.string().trim().max(BULLETIN_LIMITS.bodyMax, FIELD_ERROR_KEYS.maxLength);

/** A translation is a title and a body together; both left empty, there is none. */
const translationInputSchema = z
  .object({ title: titleText.default(''), bodyHtml: bodyText.default('') })
  .superRefine((value, context) => {
    if (value.title === '' && value.bodyHtml !== '')
      context.addIssue({ code: 'custom', path: ['title'], message: FIELD_ERROR_KEYS.empty });
    if (value.bodyHtml === '' && value.title !== '')
      context.addIssue({ code: 'custom', path: ['bodyHtml'], message: FIELD_ERROR_KEYS.empty });
  });

/**
 * A bulletin's content and audience. The body may hold any HTML: the server keeps only the §9 allow-list,
 * so what is stored is what every browser shows. The validity ends no earlier than it starts.
 */
export const bulletinInputSchema = z
  .object({
    title: titleText.pipe(z.string().min(1, FIELD_ERROR_KEYS.empty)),
    bodyHtml: bodyText.pipe(z.string().min(1, FIELD_ERROR_KEYS.empty)),
    translations: z
      .object({ sv: translationInputSchema.optional(), en: translationInputSchema.optional() })
      .default({}),
    validFrom: isoDate,
    validUntil: isoDate.nullable().default(null),
    audience: z.enum(BULLETIN_AUDIENCES),
    // Checked as one list, so that the field the numbers are typed in shows it (not a number's own path).
    companyIds: z
      .array(z.string())
      .max(BULLETIN_LIMITS.companiesMax, FIELD_ERROR_KEYS.maxLength)
      .refine((ids) => ids.every((id) => COMPANY_ID_PATTERN.test(id)), BULLETIN_COMPANY_ERRORS.format)
      .default([]),
  })
  .superRefine((value, context) => {
    if (value.validUntil !== null && value.validUntil < value.validFrom)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: FIELD_ERROR_KEYS.minValue });
    if (value.audience === 'CHOSEN' && value.companyIds.length === 0)
      context.addIssue({ code: 'custom', path: ['companyIds'], message: FIELD_ERROR_KEYS.empty });
  });
export type BulletinInput = z.input<typeof bulletinInputSchema>;
export type BulletinValues = z.output<typeof bulletinInputSchema>;

/** Whether a bulletin is in force on a day (yyyy-mm-dd, Helsinki). */
export function isCurrentBulletin(
  bulletin: { validFrom: string; validUntil: string | null },
  day: string,
): boolean {
  return bulletin.validFrom <= day && (bulletin.validUntil === null || bulletin.validUntil >= day);
}
