import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One call of a paced run. */
export interface PacedCall {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** What a paced run measured: latencies in milliseconds, counted from when each call was due. */
export interface PacedFigures {
  title: string;
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  failed: number;
}

/** The call's status once its whole answer has arrived. */
function send(agent: Agent, origin: string, headers: Record<string, string>, call: PacedCall) {
  return new Promise<number>((resolve, reject) => {
    const body = call.body === undefined ? {} : { 'content-type': 'application/json' };
    const outgoing = request(
      new URL(call.path, origin),
      { method: call.method, agent, headers: { ...headers, ...body } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * `rate` calls a second, evenly spaced, for `seconds`, each from `next`, sent when due whether or not the
 * earlier ones have been answered: an open loop, as users arrive. A call's latency counts from when it was
 * due, so a portal (or a client) that falls behind shows in the figures instead of slowing the load.
 * autocannon's `overallRate` does neither: each connection sends its share of a second back to back when the
 * second starts, and it fills its histogram with made-up values below each real one.
 * The first `warmUpSeconds` run at the same pace and are not counted: the portal's pool and the client's
 * sockets open then, as they have long been open on a portal in use.
 */
export async function pacedLoad(
  title: string,
  origin: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  next: () => PacedCall,
  warmUpSeconds: number,
): Promise<PacedFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let non2xx = 0;
  let failed = 0;
  const answers: Promise<void>[] = [];
  const warmUp = Math.round(rate * warmUpSeconds);
  const total = Math.round(rate * seconds);
  const start = performance.now() + warmUpSeconds * 1000;
  for (let n = -warmUp; n < total; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const counted = n >= 0;
    answers.push(
      send(agent, origin, headers, next()).then(
        (status) => {
          if (!counted) return;
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx += 1;
        },
        () => {
          if (counted) failed += 1;
        },
      ),
    );
  }
  const sendingMs = performance.now() - start;
  await Promise.all(answers);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    title,
    sent: total,
    perSecond: Math.round((total * 1000) / sendingMs),
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    non2xx,
    failed,
  };
}
