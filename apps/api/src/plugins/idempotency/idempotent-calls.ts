import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY, isValidIdempotencyKey } from '@kaista/domain/shared/api';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { badRequest, HttpError } from '../../http-errors';
import type { IdempotencyStore, KeyId } from './idempotency-store';

/** A call's answer as sent: its status and its serialised body. */
export interface Answer {
  status: number;
  body: string;
}

const HEADER = IDEMPOTENCY.header.toLowerCase();
/** A key freed by a failed first request between our claim and our read is claimed again, a few times. */
const CLAIM_ATTEMPTS = 3;

const keyInUse = () =>
  new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running.');
const keyReused = () =>
  new HttpError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request; send a new key with a new request.',
  );

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !isValidIdempotencyKey(key)) {
    throw badRequest('The Idempotency-Key must be 8 to 128 letters, digits or the characters - _ . :', {
      [IDEMPOTENCY.header]: FIELD_ERROR_KEYS.characterSet,
    });
  }
  return key;
}

/** Method, path with query and the validated body: what makes a repeat the same request. */
function fingerprintOf(request: FastifyRequest): string {
  const described = `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`;
  return createHash('sha256').update(described).digest('base64url');
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * Runs an idempotent call (DESIGN.md §4) once per `Idempotency-Key` and caller, on whichever instance: a
 * repeat gets the first answer with `Idempotent-Replayed: true`, a repeat while the first still runs 409,
 * the key with another request 422. A call without a key simply runs.
 */
export class IdempotentCalls {
  constructor(private readonly store: IdempotencyStore) {}

  async run(
    request: FastifyRequest,
    reply: FastifyReply,
    execute: () => Promise<Answer>,
  ): Promise<FastifyReply> {
    const key = keyOf(request);
    if (key === undefined) return send(reply, await execute());
    const auth = await request.requireAuth();
    const id: KeyId = { scope: auth.operator ? `${auth.operator.id}>${auth.user.id}` : auth.user.id, key };
    const fingerprint = fingerprintOf(request);
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      if (await this.store.claim(id, fingerprint, IDEMPOTENCY.lifetimeMs)) {
        return send(reply, await this.first(id, execute));
      }
      const stored = await this.store.find(id);
      if (!stored) continue;
      if (stored.fingerprint !== fingerprint) throw keyReused();
      if (!stored.answer) throw keyInUse();
      // A replay changes nothing, so it leaves no second row in the audit log.
      request.auditRecorded = true;
      reply.header(IDEMPOTENCY.replayedHeader, 'true');
      return send(reply, stored.answer);
    }
    throw keyInUse();
  }

  private async first(id: KeyId, execute: () => Promise<Answer>): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await execute();
    } catch (error) {
      // A write that fails leaves nothing changed (one transaction), so a retry may run it again.
      await this.store.release(id);
      throw error;
    }
    await this.store.complete(id, answer.status, answer.body);
    return answer;
  }
}
