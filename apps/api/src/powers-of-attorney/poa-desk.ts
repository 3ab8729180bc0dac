import {
  poaResultRefusal,
  poaStatusOn,
  poaValidityRefusal,
  type PoaResultInput,
  type PoaStatus,
  type PowerOfAttorney,
} from '@kaista/domain/powers-of-attorney';
import type { AuditActionKey } from '@kaista/domain/audit';
import { apiError, HttpError } from '../http-errors';
import type { CompanyAccess } from '../plugins/session/company-scope';
import { displayName } from '../plugins/session/display-name';
import type { AuditRecorder } from '../routing/change-audit';
import { PoasRepo, type PoaRow } from './poas.repo';

/** The messages of the §4 results that refuse a power of attorney or its signing's result. */
const REFUSALS = {
  POA_EXPIRED: 'The last day of validity has passed.',
  POA_INVALID: 'A power of attorney is valid for a year at most.',
  POA_SIGNED: 'The power of attorney is signed already.',
  POA_REJECTED: 'The holder rejected the power of attorney already.',
  POA_SSN_MISMATCH: 'The personal identity code is not that of the holder.',
} as const;

/** A power of attorney as the API answers it: its §4 state on `today` (EXPIRED after its last day). */
export const toPowerOfAttorney = (row: PoaRow, today: string): PowerOfAttorney => ({
  id: row.id,
  serviceId: row.serviceId,
  number: row.number,
  holderName: row.holderName,
  holderPersonalIdMasked: row.holderPersonalIdMasked,
  validUntil: row.validUntil,
  status: poaStatusOn(row.status as PoaStatus, row.validUntil, today),
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decidedByName: row.decidedByName,
});

/** §4: a last day already past is POA_EXPIRED, one more than a year ahead POA_INVALID. */
export function assertPoaValidity(validUntil: string, today: string): void {
  const refusal = poaValidityRefusal(validUntil, today);
  if (refusal) throw apiError(refusal, REFUSALS[refusal]);
}

/**
 * Records the signing's result of a pending power of attorney, of either kind, from the paper that came back:
 * a signed paper's personal identity code must be the holder's (POA_SSN_MISMATCH); a decided or expired one
 * answers its §4 result. `found` is the caller's: the power of attorney its own scope found.
 */
export async function recordPoaResult(
  repo: PoasRepo,
  actor: CompanyAccess,
  found: PoaRow,
  input: PoaResultInput,
  audit: { recorder: AuditRecorder; action: AuditActionKey },
  today: string,
): Promise<PowerOfAttorney> {
  const poa = { ...found, status: found.status as PoaStatus };
  const refusal = poaResultRefusal(poa, input, today);
  if (refusal) throw apiError(refusal, REFUSALS[refusal]);
  const decided = await repo.decide(
    actor.companyId,
    found.id,
    {
      status: input.result,
      decidedAt: new Date(),
      decidedById: actor.user.id,
      decidedByName: displayName(actor.user),
    },
    audit.recorder(
      audit.action,
      `${found.number}: ${poa.holderName} ${poa.holderPersonalIdMasked} PENDING → ${input.result}`,
    ),
  );
  // Someone else recorded a result between the read and the write: theirs stands.
  if (!decided) {
    const now = await repo.find(actor.companyId, found.id);
    const status = now ? poaStatusOn(now.status as PoaStatus, now.validUntil, today) : null;
    throw apiError(status === 'REJECTED' ? 'POA_REJECTED' : 'POA_SIGNED', 'The result is recorded already.');
  }
  return toPowerOfAttorney(decided, today);
}

/** POA_NOT_FOUND (404): a power of attorney that is not the company's, or not in the caller's scope. */
export const poaNotFound = () => new HttpError(404, 'POA_NOT_FOUND', 'Power of attorney not found.');
