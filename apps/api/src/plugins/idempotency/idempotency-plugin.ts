import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { IdempotentCalls } from './idempotent-calls';
import { IdempotencyStore } from './idempotency-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the contract calls marked `idempotent` once per Idempotency-Key (routing/call-route). */
    idempotency: IdempotentCalls;
  }
}

export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorate('idempotency', new IdempotentCalls(new IdempotencyStore(db)));
}
