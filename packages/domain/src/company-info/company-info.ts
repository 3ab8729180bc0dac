import { z } from 'zod';
import { COMPANY_TYPES } from '../businesses/businesses';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { nameFieldSchema } from '../shared/validation/field-schemas';
import { isValidPrintableText } from '../shared/validation/text';

/** §7 PUT /businesses/{id}: the company's name, by the §5 name rule. */
export const companyNameInputSchema = z.object({ name: nameFieldSchema });
export type CompanyNameInput = z.input<typeof companyNameInputSchema>;

/** §7 PUT /businesses/{id}/companytype. */
export const companyTypeInputSchema = z.object({ companyType: z.enum(COMPANY_TYPES) });
export type CompanyTypeInput = z.input<typeof companyTypeInputSchema>;

export const COMPANY_INFO_LIMITS = { linkTitleMax: 100, linkUrlMax: 500, linksMax: 20 } as const;

/** A link must open a web page; javascript:, data: and the like never reach another user's browser. */
const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const externalLinkSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const externalLinkInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(COMPANY_INFO_LIMITS.linkTitleMax, FIELD_ERROR_KEYS.maxLength)
    .refine(isValidPrintableText, FIELD_ERROR_KEYS.characterSet),
  url: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(COMPANY_INFO_LIMITS.linkUrlMax, FIELD_ERROR_KEYS.maxLength)
    .refine(isWebUrl, 'validation.url'),
});

/** §7 PUT /externallinks: the company's links as a whole, in the order shown. */
export const externalLinksInputSchema = z.object({
  links: z.array(externalLinkInputSchema).max(COMPANY_INFO_LIMITS.linksMax, FIELD_ERROR_KEYS.maxLength),
});
export type ExternalLinksInput = z.input<typeof externalLinksInputSchema>;

/** §7 /administrators: the company's service managers, whom its users turn to. */
export const administratorSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type Administrator = z.infer<typeof administratorSchema>;

/** §7 /sites: the company's premises where services are delivered. */
export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
  country: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** §7 /stores: the company's stores (the partner shop's places of delivery), by their §5 store ids. */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
