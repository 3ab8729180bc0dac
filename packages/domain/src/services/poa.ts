import { z } from 'zod';
import { nameFieldSchema, personalIdFieldSchema } from '../shared/validation/field-schemas';

/**
 * A power of attorney (§7 /poa/pdf, /poa/create): the private person who holds a number authorises the
 * company to manage its subscription and to take it over. The portal prints it for signing and records it
 * as pending; the §4 results (signed, rejected, expired…) are the signing's.
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
  validUntil: z.iso.date(),
});
export type PoaInput = z.input<typeof poaInputSchema>;

export const powerOfAttorneySchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  number: z.string(),
  holderName: z.string(),
  /** Only the date of birth and the century mark are kept: the whole code is on the signed paper alone. */
  holderPersonalIdMasked: z.string(),
  validUntil: z.iso.date(),
  status: z.enum(POA_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  createdByName: z.string(),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorneySchema>;

/** `131052-308T` → `131052-****`. */
export const maskPersonalId = (value: string): string => `${value.slice(0, 7)}****`;

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
