import { defineCall } from '@kaista/domain/shared/api';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-route';

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
