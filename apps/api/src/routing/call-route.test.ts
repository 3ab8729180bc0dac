import { defineCall, type ApiCall } from '@kaista/domain/shared/api';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../plugins/errors';
import { callRoutes } from './call-route';
import { ifMatchVersion } from './if-match';

describe('a call whose handler sends its own reply (a download)', () => {
  it('is sent once: the whole stream, and no second send is tried', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    const download = defineCall({ method: 'GET', path: '/file', response: null });
    callRoutes(app, ['test'])(download, {
      handler: async (_request, reply) => reply.type('text/plain').send(Readable.from(['one ', 'two'])),
    });
    const response = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('one two');
    expect(logged).toEqual([]);
  });
});

describe('If-Match, read only by a call declared versioned', () => {
  async function appWith(call: ApiCall) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    callRoutes(app, ['test'])(call, {
      handler: async (request, reply) => reply.send({ version: ifMatchVersion(request) ?? null }),
    });
    return app;
  }

  it('gives a versioned write the version it was read with, and 412 for a tag no version has', async () => {
    const app = await appWith(defineCall({ method: 'PUT', versioned: true, path: '/thing', response: null }));
    const read = await app.inject({ method: 'PUT', url: '/thing', headers: { 'if-match': '"7"' } });
    const weak = await app.inject({ method: 'PUT', url: '/thing', headers: { 'if-match': 'W/"7"' } });
    const none = await app.inject({ method: 'PUT', url: '/thing' });
    await app.close();
    expect(read.json()).toEqual({ version: 7 });
    expect(weak.statusCode).toBe(412);
    expect(none.json()).toEqual({ version: null });
  });

  it('fails a handler that reads it for a call not declared versioned, whatever the caller sent', async () => {
    const app = await appWith(defineCall({ method: 'PUT', path: '/thing', response: null }));
    const answer = await app.inject({ method: 'PUT', url: '/thing' });
    await app.close();
    expect(answer.statusCode).toBe(500);
  });
});
