import { z } from 'zod';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { emailFieldSchema } from '../shared/validation/field-schemas';

/** The terms of the mobile certificate service a company accepts when it activates it. */
export const MOBILE_ID_TERMS_VERSION = '2026-05';

export const MOBILE_ID_STATUSES = ['NOT_ACTIVATED', 'ACTIVE'] as const;

/**
 * §7 mobile ID: whether the company's users may sign in and sign with the mobile certificate on their
 * company's subscriptions, and since when, by whom, and where the certificate notices go.
 */
export const mobileIdSchema = z.object({
  status: z.enum(MOBILE_ID_STATUSES),
  termsVersion: z.string(),
  activatedAt: z.string().nullable(),
  activatedByName: z.string().nullable(),
  noticeEmail: z.string().nullable(),
});
export type MobileId = z.infer<typeof mobileIdSchema>;

/** §7 POST mobile ID /activate: the terms accepted and the address certificate notices go to. */
export const mobileIdActivationSchema = z.object({
  acceptTerms: z.boolean().refine((accepted) => accepted, FIELD_ERROR_KEYS.empty),
  noticeEmail: emailFieldSchema,
});
export type MobileIdActivation = z.input<typeof mobileIdActivationSchema>;
