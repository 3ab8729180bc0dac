import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Liveness says the process answers; readiness also proves the database does. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ code: 'NOT_READY', message: 'The database does not answer.' });
    }
  });
}
