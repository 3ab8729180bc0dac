import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Whether the balancer should send this instance new requests: no longer once it begins to shut down. */
export class Readiness {
  draining = false;
}

/**
 * Liveness says the process answers; readiness also proves the database does and the instance is staying.
 * While the instance drains it still serves what reaches it, but every answer closes its connection, so no
 * kept-alive connection is left to carry a request to it once it stops listening.
 */
export function registerHealth(app: FastifyInstance, db: Database, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (readiness.draining)
      return reply.status(503).send({ code: 'DRAINING', message: 'This instance is shutting down.' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ code: 'NOT_READY', message: 'The database does not answer.' });
    }
  });
}
