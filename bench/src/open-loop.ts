import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One call of a paced run; `headers` are added to the run's own. */
export interface PacedCall {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface PacedRun {
  title: string;
  origin: string;
  headers: Record<string, string>;
  /** Calls a second. */
  rate: number;
  /** How long the counted calls are sent: a number of seconds, or until the promise settles. */
  until: number | Promise<unknown>;
  /** Seconds at the same pace before the counted ones. */
  warmUpSeconds: number;
  next: () => PacedCall;
  /** At most this many calls unanswered; a call due beyond it waits, and the wait counts in its latency. */
  maxInFlight?: number;
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
  /** Answers by status. */
  statusCodes: Record<string, number>;
  /** What went wrong, by kind: a connection error's code, an answer's `HTTP <status>` outside 2xx. */
  failures: Record<string, number>;
}

/** The call's status once its whole answer has arrived. */
function send(agent: Agent, run: PacedRun, call: PacedCall) {
  return new Promise<number>((resolve, reject) => {
    const body = call.body === undefined ? {} : { 'content-type': 'application/json' };
    const outgoing = request(
      new URL(call.path, run.origin),
      { method: call.method, agent, headers: { ...run.headers, ...call.headers, ...body } },
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

/** Lets at most `limit` holders in at once; the others wait in turn. */
function gate(limit: number) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  return {
    enter: async () => {
      if (inside >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else inside += 1;
    },
    leave: () => {
      const turn = waiting.shift();
      if (turn) turn();
      else inside -= 1;
    },
  };
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const tally = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/**
 * `rate` calls a second, evenly spaced, each from `next`, sent when due whether or not the earlier ones have
 * been answered (up to `maxInFlight`): an open loop, as users arrive. A call's latency counts from when it was
 * due, so a portal (or a client) that falls behind shows in the figures instead of slowing the load.
 * autocannon's `overallRate` does neither: each connection sends its share of a second back to back when the
 * second starts, and it fills its histogram with made-up values below each real one.
 * The warm-up's calls are not counted: the portal's pool and the client's sockets open then, as they have long
 * been open on a portal in use.
 */
export async function pacedLoad(run: PacedRun): Promise<PacedFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const slots = gate(run.maxInFlight ?? Infinity);
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const failures: Record<string, number> = {};
  const answers: Promise<void>[] = [];
  let stopped = false;
  if (typeof run.until !== 'number') void run.until.finally(() => (stopped = true));
  const total = typeof run.until === 'number' ? Math.round(run.rate * run.until) : Infinity;
  const start = performance.now() + run.warmUpSeconds * 1000;
  let n = -Math.round(run.rate * run.warmUpSeconds);
  for (; n < total && !stopped; n += 1) {
    const due = start + (n * 1000) / run.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await slots.enter();
    const counted = n >= 0;
    const answered = send(agent, run, run.next()).then(
      (status) => {
        if (!counted) return;
        latencies.push(performance.now() - due);
        tally(statusCodes, String(status));
        if (status < 200 || status >= 300) tally(failures, `HTTP ${status}`);
      },
      (error: NodeJS.ErrnoException) => {
        if (counted) tally(failures, error.code ?? error.message);
      },
    );
    answers.push(answered.finally(slots.leave));
  }
  const sent = Math.max(n, 0);
  const sendingMs = performance.now() - start;
  await Promise.all(answers);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statusCodes)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    title: run.title,
    sent,
    perSecond: Math.round((sent * 1000) / sendingMs),
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    non2xx,
    // Every counted call is either answered (a latency) or failed.
    failed: sent - sorted.length,
    statusCodes,
    failures,
  };
}
