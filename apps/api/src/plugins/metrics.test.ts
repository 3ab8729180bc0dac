import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
});
