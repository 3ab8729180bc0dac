import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** What the portal's event loop was late by while measured, in milliseconds. */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The histogram's resolution: the loop is looked at every 10 ms, so a delay shorter than that is not seen. */
const RESOLUTION_MS = 10;
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;

/**
 * The portal process's event-loop delay, on the bench's own app beside it (`bench-server.ts`), so that the
 * product exposes nothing new: `POST /event-loop-delay/reset` starts a measurement, `GET /event-loop-delay`
 * reads it. Every request the portal answers waits behind whatever holds the loop, so this is the part of
 * the other calls' latency an export causes, apart from the queue the shared machine's CPU adds.
 */
export function serveEventLoopDelay(app: FastifyInstance): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  app.post('/event-loop-delay/reset', async () => {
    histogram.reset();
    return {};
  });
  app.get('/event-loop-delay', async (): Promise<EventLoopDelay> => ({
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  }));
}
