/** The token the bench gives its portal for `/metrics`, which answers nothing without one. */
export const BENCH_METRICS_TOKEN = 'bench-metrics';

/** Requests answered by method within each bucket's bound (seconds), summed over routes: cumulative counts. */
export type Buckets = Map<string, Map<number, number>>;

const BUCKET_LINE = /^http_request_duration_seconds_bucket\{(.*)\} (\d+)$/;

/** The portal's `/metrics` page (`plugins/metrics.ts`) as it stands. */
async function readMetrics(origin: string): Promise<string> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  return response.text();
}

/** The portal's own time-to-answer histogram as it stands, per method. */
export async function readBuckets(origin: string): Promise<Buckets> {
  const buckets: Buckets = new Map();
  for (const line of (await readMetrics(origin)).split('\n')) {
    const match = BUCKET_LINE.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
    const byBound = buckets.get(labels.method!) ?? new Map<number, number>();
    byBound.set(bound, (byBound.get(bound) ?? 0) + Number(match[2]));
    buckets.set(labels.method!, byBound);
  }
  return buckets;
}

/**
 * The bucket bound (ms) under which the share `quantile` of the requests of `method` answered between two
 * readings fell: the server's part of their latency, apart from the client's and the network's.
 */
export function boundOf(before: Buckets, after: Buckets, method: string, quantile: number): string {
  const counts = [...(after.get(method) ?? new Map<number, number>())]
    .map(([bound, count]) => [bound, count - (before.get(method)?.get(bound) ?? 0)] as const)
    .sort(([a], [b]) => a - b);
  const total = counts.at(-1)?.[1] ?? 0;
  const reached = counts.find(([, count]) => count >= quantile * total);
  if (!reached || total === 0) return '–';
  return reached[0] === Infinity ? '> 10,000' : `≤ ${reached[0] * 1000}`;
}

const POOL_WAITING = /^db_pool_connections\{state="waiting"\} (\d+)/m;

/**
 * Samples, every `everyMs` until `stop` is called, how many of the portal's queries waited for a pooled
 * connection; `stop` answers their mean and the most at once.
 */
export function samplePoolWaiting(origin: string, everyMs = 100) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    // A reading that fails (the portal busy or stopping) is left out, not fatal to the run.
    void readMetrics(origin)
      .then((text) => POOL_WAITING.exec(text))
      .then((match) => match && samples.push(Number(match[1])))
      .catch(() => undefined);
  }, everyMs);
  return () => {
    clearInterval(timer);
    const mean = samples.reduce((sum, n) => sum + n, 0) / Math.max(samples.length, 1);
    return { mean: Math.round(mean * 10) / 10, most: Math.max(0, ...samples), samples: samples.length };
  };
}
