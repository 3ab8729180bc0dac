import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { nameFieldSchema, personalIdFieldSchema } from '../shared/validation/field-schemas';

/**
 * A power of attorney (§7 /poa/pdf, /poa/create): the private person who holds a number authorises the
 * company to manage its subscription and to take it over, or (a port-in with an owner change) to port the
 * number in and take it over. The portal prints it for signing and records it as pending; the §4 results
 * (signed, rejected, expired…) are the signing's.
 */
export const POA_STATUSES = ['PENDING', 'SIGNED', 'REJECTED', 'EXPIRED'] as const;
export type PoaStatus = (typeof POA_STATUSES)[number];

export const POA_LIMITS = {
  /** The longest a power of attorney may be valid, from today. */
  maxValidDays: 365,
} as const;

/** The form of both calls: the holder, their §5 personal identity code and the last day it is valid. */
export const poaInputSchema = z.object({
  holderName: nameFieldSchema,
  holderPersonalId: personalIdFieldSchema,
  // Field errors are translation keys: an empty or unreadable day is told in the user's words.
  validUntil: z.string().min(1, FIELD_ERROR_KEYS.empty).pipe(z.iso.date('validation.invalid')),
});
export type PoaInput = z.input<typeof poaInputSchema>;

export const powerOfAttorneySchema = z.object({
  id: z.string(),
  /** The service it is for; null for a port-in's, whose number is not the company's yet (decision 018). */
  serviceId: z.string().nullable(),
  number: z.string(),
  holderName: z.string(),
  /** Only the date of birth and the century mark are kept: the whole code is on the signed paper alone. */
  holderPersonalIdMasked: z.string(),
  validUntil: z.iso.date(),
  /** The §4 state today: PENDING until the signing's result is recorded, EXPIRED after the last day. */
  status: z.enum(POA_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  createdByName: z.string(),
  /** When the signing's result was recorded and by whom; null while pending. */
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  decidedByName: z.string().nullable(),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorneySchema>;

/** `131052-308T` → `131052-****`. */
export const maskPersonalId = (value: string): string => `${value.slice(0, 7)}****`;

/** The signing's answers a user records from the paper that came back: signed, or rejected by the holder. */
export const POA_SIGNING_RESULTS = ['SIGNED', 'REJECTED'] as const;
export type PoaSigningResult = (typeof POA_SIGNING_RESULTS)[number];

/**
 * The signing's result as read from the paper: a signed one names the holder's personal identity code as
 * written on it, which must be the holder's (its date of birth and century mark are kept: §4 SSN mismatch).
 */
export const poaResultInputSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('SIGNED'), holderPersonalId: personalIdFieldSchema }),
  z.object({ result: z.literal('REJECTED') }),
]);
export type PoaResultInput = z.input<typeof poaResultInputSchema>;

/**
 * A power of attorney's §4 state on a day: a pending or signed one whose last day has passed is EXPIRED,
 * otherwise the recorded status.
 */
export function poaStatusOn(status: PoaStatus, validUntil: string, today: string): PoaStatus {
  return (status === 'PENDING' || status === 'SIGNED') && validUntil < today ? 'EXPIRED' : status;
}

/**
 * The §4 result that refuses recording a signing result, or null: only a pending power of attorney within
 * its validity takes one (a decided one answers its own result, POA_SIGNED or POA_REJECTED), and a signed
 * paper must carry the holder's personal identity code (POA_SSN_MISMATCH).
 */
export function poaResultRefusal(
  poa: { status: PoaStatus; validUntil: string; holderPersonalIdMasked: string },
  input: { result: PoaSigningResult; holderPersonalId?: string },
  today: string,
): 'POA_EXPIRED' | 'POA_SIGNED' | 'POA_REJECTED' | 'POA_SSN_MISMATCH' | null {
  const status = poaStatusOn(poa.status, poa.validUntil, today);
  if (status === 'EXPIRED') return 'POA_EXPIRED';
  if (status === 'SIGNED') return 'POA_SIGNED';
  if (status === 'REJECTED') return 'POA_REJECTED';
  if (
    input.result === 'SIGNED' &&
    maskPersonalId(input.holderPersonalId ?? '').toUpperCase() !== poa.holderPersonalIdMasked.toUpperCase()
  )
    return 'POA_SSN_MISMATCH';
  return null;
}

/** The company's powers of attorney, newest first, optionally of one §4 state. */
export const poaListQuerySchema = listQuerySchema({
  status: z.enum(POA_STATUSES).optional(),
  /** The powers of attorney of one service (its page lists them). */
  serviceId: z.uuid().optional(),
});
export type PoaListQuery = z.input<typeof poaListQuerySchema>;
export const poaPageSchema = pageSchema(powerOfAttorneySchema);
export type PoaPage = z.infer<typeof poaPageSchema>;
export const poaParamsSchema = companyParamsSchema.extend({ poaId: z.uuid() });

const DAY_MS = 86_400_000;

/**
 * The §4 result that refuses a validity, or null: a last day already past is POA_EXPIRED, one more than
 * POA_LIMITS.maxValidDays ahead POA_INVALID. Dates are ISO days.
 */
export function poaValidityRefusal(validUntil: string, today: string): 'POA_EXPIRED' | 'POA_INVALID' | null {
  if (validUntil < today) return 'POA_EXPIRED';
  const days = (Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days > POA_LIMITS.maxValidDays ? 'POA_INVALID' : null;
}
