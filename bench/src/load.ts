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
  seconds: number;
  connections: number;
}

/** A fixed-length autocannon run; latencies in milliseconds. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
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
