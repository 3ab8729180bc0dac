import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';

export interface MetricsSources {
  /** The bearer token a scraper sends; unset, /metrics does not exist (it is never public). */
  token: string | undefined;
  poolUse: () => PoolUse | null;
  queuedJobs: () => Promise<number>;
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, garbage collection, event loop), collected once per process: their
 * collectors (a GC observer, an event loop monitor) run until the process ends and hold the registry they fill,
 * so one per app would keep every closed app, and its database, alive (the tests build hundreds).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * `/metrics` in Prometheus text format for one instance: requests by route and status, latency per route,
 * the connection pool and the job queue. It answers only with METRICS_TOKEN as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const processFigures = processMetrics();
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent with the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = sources.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs waiting to run or running, over every instance',
    registers: [registry],
    async collect() {
      this.set(await sources.queuedJobs());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its URL, so that ids do not make a series each; unmatched URLs share one.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sources.token || !tokenMatches(request, sources.token))
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    const scraped = Registry.merge([processFigures, registry]);
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}
