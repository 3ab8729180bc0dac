import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { preloadSession } from './session-preload';
import { SESSION_COOKIE } from './session/session-token';

describe('the session preload of a served page', () => {
  it('leaves the calls to the app when the server can no longer make them inside (it is shutting down)', async () => {
    const closing = {
      inject: () => Promise.reject(new Error('Fastify has already been closed and cannot be reopened')),
    } as unknown as FastifyInstance;
    const request = {
      cookies: { [SESSION_COOKIE]: 'token' },
      headers: { cookie: `${SESSION_COOKIE}=token` },
      log: { debug: vi.fn() },
    } as unknown as FastifyRequest;
    expect(await preloadSession(closing, request, '/100001/home')).toBeNull();
  });
});
