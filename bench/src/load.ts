import autocannon from 'autocannon';

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface LoadOptions {
  title: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Requests sent in turn (paths relative to the url's origin) instead of one repeated request. */
  cycle?: readonly { path: string; body?: string; headers?: Record<string, string> }[];
  seconds: number;
  connections: number;
}

/** Where each cycle goes on: its warm-up run takes its own share, so the measured run meets no used object. */
const cyclePosition = new WeakMap<readonly unknown[], number>();

/** A fixed-length autocannon run; latencies in milliseconds. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const cycle = options.cycle;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    ...(cycle && cycle.length > 0
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const next = cyclePosition.get(cycle) ?? 0;
                cyclePosition.set(cycle, next + 1);
                const { path, body, headers } = cycle[next % cycle.length]!;
                return {
                  ...request,
                  path,
                  ...(body === undefined ? {} : { body }),
                  ...(headers === undefined ? {} : { headers: { ...request.headers, ...headers } }),
                };
              },
            },
          ],
        }
      : {}),
    duration: options.seconds,
    connections: options.connections,
  });
  return {
    title: options.title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
