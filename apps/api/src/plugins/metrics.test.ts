import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The garbage collector, for checking that nothing is still held; Node offers it only behind this flag. */
function collectGarbage(): void {
  setFlagsFromString('--expose_gc');
  (runInNewContext('gc') as () => void)();
}

/** A weak hold on the database of an app that was started and closed, with no other reference left here. */
async function databaseOfClosedApp(): Promise<WeakRef<object>> {
  const closed = await createTestApp();
  await closed.close();
  return new WeakRef(closed.db);
}

describe('/metrics for the operator’s Prometheus', () => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: 'scrape-secret' } });
  });
  afterAll(() => t.close());

  it('is not there for anyone without the token', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-secret')).statusCode).toBe(404);
  });

  it('counts requests per route pattern and status, times them and shows the job queue', async () => {
    const session = await t.login('manager@aurora.example');
    await t.request({ method: 'GET', url: '/api/businesses/100001/tickets', session });
    await t.request({ method: 'GET', url: '/api/businesses/100002/tickets', session });
    const response = await scrape('Bearer scrape-secret');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(
      'http_requests_total{method="GET",route="/api/businesses/:id/tickets",status="200"} 2',
    );
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/businesses/:id/tickets"} 2',
    );
    expect(response.body).toMatch(/^jobs_queued \d+$/m);
    expect(response.body).not.toContain('route="/metrics"');
  });

  it('keeps no closed app alive: the process’s own figures are collected once, not once per app', async () => {
    const database = await databaseOfClosedApp();
    await vi.waitFor(() => {
      collectGarbage();
      // A boolean: a failed expectation holding the database itself would keep it alive for the next try.
      expect(database.deref() === undefined, 'the closed app’s database is still held').toBe(true);
    });
    const response = await scrape('Bearer scrape-secret');
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \S+$/m);
    expect(response.body.match(/^# TYPE nodejs_heap_size_used_bytes /gm)).toHaveLength(1);
  });
});
