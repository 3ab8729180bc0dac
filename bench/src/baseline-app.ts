import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@kaista/api/src/db/client';
import { type QueryClient, type QueryWave, recordQueries, replayQueries } from './query-recorder';

/** A call of the portal to record, as the load generator would send it. */
export interface RecordRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent first instead of the call itself, when the call uses its object up (see BenchTarget.warm). */
  warm?: { path: string; body?: string; headers?: Record<string, string> };
}

/**
 * The bare baseline of each hot call: a Fastify app without any of the portal's plugins, in the portal's
 * process and on its database handle, that sends exactly the statements the portal sent for the call
 * through the same driver and answers the rows as JSON. The portal's share of it is the platform's cost.
 *
 * `POST /record` makes the call twice through the portal (the first warms caches and does any once-a-while
 * write such as a keep-alive's) and keeps the statements of the second; `GET /replay/:id` replays them.
 */
export function buildBaselineApp(portal: FastifyInstance, db: Database): FastifyInstance {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const recorded: QueryWave[][] = [];
  const app = Fastify();

  app.post<{ Body: RecordRequest }>('/record', async (request) => {
    const call = request.body;
    const send = async (sent: { path: string; body?: string; headers?: Record<string, string> } = call) => {
      const response = await portal.inject({
        method: call.method,
        url: sent.path,
        headers: { ...call.headers, ...sent.headers },
        ...(sent.body === undefined ? {} : { payload: sent.body }),
      });
      if (response.statusCode >= 400) throw new Error(`${sent.path} answered ${response.statusCode}`);
    };
    await send(call.warm);
    const waves = await recordQueries(client, () => send());
    recorded.push(waves);
    return { id: recorded.length - 1, statements: waves.flat().length };
  });

  app.get<{ Params: { id: string } }>('/replay/:id', async (request) => {
    const waves = recorded[Number(request.params.id)];
    if (!waves) throw new Error('unknown recording');
    return replayQueries(client, waves);
  });
  return app;
}
