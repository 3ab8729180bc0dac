import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import {
  poaInputSchema,
  poaResultInputSchema,
  poaStatusOn,
  powerOfAttorneySchema,
  type PoaStatus,
} from '../powers-of-attorney';
import { cartParamsSchema, cartSchema } from './cart';

/**
 * The selection value that links a port-in to its power of attorney (`productCode.poaId`): kept with the
 * port-in's other values, so the order's item carries the link (decision 018).
 */
export const PORT_IN_POA_CODE = 'poaId';

/** The §4 results that keep a port-in with an owner change from being ordered. */
export const PORT_IN_POA_REFUSALS = ['POA_NOT_FOUND', 'POA_PENDING', 'POA_REJECTED', 'POA_EXPIRED'] as const;
export type PortInPoaRefusal = (typeof PORT_IN_POA_REFUSALS)[number];

/**
 * §4 port-in with the owner change: the number moves from its holder (a private person or another company)
 * to the company, which needs the holder's signed power of attorney for that very number. Null when the
 * port-in may be ordered: no owner change, or a power of attorney for the number that is SIGNED and still
 * valid on `today`; else the §4 result that refuses it (a power of attorney for another number, as after the
 * number was changed, is none).
 */
export function portInPoaRefusal(
  port: { ownerChange: boolean; number: string },
  poa: { status: PoaStatus; validUntil: string; number: string } | null,
  today: string,
): PortInPoaRefusal | null {
  if (!port.ownerChange) return null;
  if (!poa || poa.number !== port.number) return 'POA_NOT_FOUND';
  const status = poaStatusOn(poa.status, poa.validUntil, today);
  return status === 'SIGNED' ? null : (`POA_${status}` as const);
}

/** A port-in's power of attorney and what it means for the order, as GET /numberport answers it. */
export const portInPoaSchema = z.object({
  /** Whether the order needs one: the owner change is set. */
  required: z.boolean(),
  /** The last one made for the selection, if any. */
  poa: powerOfAttorneySchema.nullable(),
  /** The §4 result that keeps the port-in from being ordered, or null. */
  refusal: z.enum(PORT_IN_POA_REFUSALS).nullable(),
});
export type PortInPoa = z.infer<typeof portInPoaSchema>;

export const portInParamsSchema = cartParamsSchema.extend({
  bundleNo: z.coerce.number().int().positive().max(1_000_000),
});

const portIn = '/api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo';

/**
 * §7 /poa/pdf and /poa/create for a cart's port-in (§4 owner change): the holder of the number being ported
 * in authorises the company. The paper names the selection's saved number; the signing's result is recorded
 * here or on the company's list of powers of attorney, which holds both kinds.
 */
export const portInPoaCalls = namedCalls('portInPoa', {
  /** The power of attorney as a PDF to print and sign; nothing is stored, the print is audited. */
  pdf: defineCall({
    method: 'POST',
    path: `${portIn}/poa/pdf`,
    params: portInParamsSchema,
    body: poaInputSchema,
    response: null,
  }),
  /** Records it PENDING and links it to the selection: a cart write (If-Match, 412), answered with the cart. */
  create: defineCall({
    method: 'POST',
    versioned: true,
    path: `${portIn}/poa/create`,
    params: portInParamsSchema,
    body: poaInputSchema,
    status: 201,
    response: cartSchema,
  }),
  /** The signing's result of the selection's pending power of attorney (SIGNED with the code, or REJECTED). */
  result: defineCall({
    method: 'POST',
    path: `${portIn}/poa/result`,
    params: portInParamsSchema,
    body: poaResultInputSchema,
    response: powerOfAttorneySchema,
  }),
});
