import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../test/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: { bodyLimitBytes: 2048 },
      addRoutes: (app) =>
        app
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/api/test/echo',
            { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
            async (request) => ({ ...request.body, language: request.language }),
          ),
    });
    session = await t.login('manager@aurora.example');
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and a JSON error body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('takes an empty JSON body as no body on calls without a payload (keep-alive, logout)', async () => {
    const keepAlive = await t.request({
      method: 'POST',
      url: '/gauth/keepalive',
      session,
      headers: { 'content-type': 'application/json' },
    });
    expect(keepAlive.statusCode, keepAlive.body).toBeLessThan(300);
    const echo = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      headers: { 'content-type': 'application/json' },
    });
    expect(echo.statusCode).toBe(400);
    expect(echo.json().code).toBe('VALIDATION_ERROR');
    const leaving = await t.login('user@aurora.example');
    const logout = await t.request({
      method: 'DELETE',
      url: '/api/sessions',
      session: leaving,
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    const after = await t.request({ method: 'GET', url: '/api/users/self/info', session: leaving });
    expect(after.statusCode).toBe(401);
  });

  it('answers invalid fields with 400 and an error per field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      payload: { name: '', count: 'many' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['count', 'name']);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      payload: { name: 'x'.repeat(5000), count: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads the language from X-Accept-Language, Finnish by default', async () => {
    const english = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      headers: { 'x-accept-language': 'en' },
      payload: { name: 'a', count: 1 },
    });
    expect(english.json().language).toBe('en');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      session,
      headers: { 'x-accept-language': 'de' },
      payload: { name: 'a', count: 1 },
    });
    expect(unknown.json().language).toBe('fi');
  });

  it('gives GET answers an ETag and answers a matching If-None-Match with 304', async () => {
    // Any answer gets a weak ETag of its body; a versioned object (the company) its version, which If-Match checks.
    const answers = [
      { url: '/api/users/self/info', etagShape: /^W\/".+"$/ },
      { url: `/api/businesses/${DEMO_COMPANY.aurora}`, etagShape: /^"\d+"$/ },
    ];
    for (const { url, etagShape } of answers) {
      const first = await t.request({ method: 'GET', url, session });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(etagShape);
      const second = await t.request({ method: 'GET', url, session, headers: { 'if-none-match': etag } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const changed = await t.request({
        method: 'GET',
        url,
        session,
        headers: { 'if-none-match': 'W/"stale"' },
      });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('rejects an unsafe call from another origin or without the custom header (CSRF)', async () => {
    const foreign = await t.request({
      method: 'DELETE',
      url: '/api/sessions',
      session,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json(), foreign.body).toMatchObject({ code: 'CSRF_REJECTED' });
    const noHeader = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: {
        host: BROWSER_HEADERS.host,
        origin: BROWSER_HEADERS.origin,
        cookie: `kaista_session=${session}`,
      },
    });
    expect(noHeader.statusCode).toBe(403);
    const crossSiteForm = await t.request({
      method: 'POST',
      url: '/gauth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    });
    expect(crossSiteForm.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/users/self/info', session })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 and never a stack trace', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no/such/thing', session });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('reports health and readiness', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document with the session calls and a docs page', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/session',
        '/api/users/self/info',
        '/api/users/self/profile',
        '/api/businesses/{id}',
      ]),
    );
    const ticketCreate = document.paths['/api/businesses/{id}/tickets'].post;
    expect(ticketCreate.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false }),
      ]),
    );
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
