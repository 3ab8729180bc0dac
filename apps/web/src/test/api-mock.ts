import type { ApiCall, CallAnswer } from '@kaista/domain/shared/api';
import { vi } from 'vitest';

/** What a mocked call's handler gets: the path's parameters by name, the address, the JSON body. */
export type MockRequest = { params: Record<string, string>; url: URL; method: string; body: unknown };

/**
 * A handler answers as the contract says the call answers, or with a Response of its own (errors); either may
 * come later, as a promise (a test that looks at the page while a call is still on its way).
 */
export type MockHandler<C extends ApiCall> = (
  request: MockRequest,
) => CallAnswer<C> | Response | Promise<CallAnswer<C> | Response>;

export type MockedCall = { call: ApiCall; handle: MockHandler<ApiCall> };

/** One mocked contract call: its answer is typed by the call and checked against its schema when sent. */
export const answer = <C extends ApiCall>(call: C, handle: MockHandler<C>): MockedCall => ({
  call,
  handle: handle as MockHandler<ApiCall>,
});

/**
 * A mocked call whose answer waits until the test calls `release`: to see what the page shows, and what it
 * lets the user do, while the call is still on its way.
 */
export function heldAnswer({ call, handle }: MockedCall) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = answer(call, async (request) => {
    await released;
    return handle(request);
  });
  return { held, release };
}

/** Mocks that broke their call's contract in the running test; the test kit's afterEach fails on any. */
export const contractViolations: string[] = [];

function matches(call: ApiCall, method: string, pathname: string): Record<string, string> | null {
  if (call.method !== method) return null;
  const names: string[] = [];
  const pattern = call.path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}

function checked(call: ApiCall, body: unknown): Response {
  const result = call.response?.safeParse(body);
  if (result && !result.success) {
    const violation = `${call.method} ${call.path}: the mock's answer breaks the contract: ${result.error.message}`;
    contractViolations.push(violation);
    throw new Error(violation);
  }
  return Response.json(body, { status: call.status ?? 200 });
}

/**
 * Answers the app's fetch calls from contract-typed handlers and records every call made. A call with no
 * handler answers 404, as an unknown address would.
 */
export function mockApi(handlers: readonly MockedCall[]) {
  const calls: {
    method: string;
    url: URL;
    body: unknown;
    ifMatch: string | null;
    language: string | null;
  }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://kaista.test');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = new Headers(init.headers);
      calls.push({
        method,
        url,
        body,
        ifMatch: headers.get('If-Match'),
        language: headers.get('X-Accept-Language'),
      });
      for (const { call, handle } of handlers) {
        const params = matches(call, method, url.pathname);
        if (!params) continue;
        const result = await handle({ params, url, method, body });
        return result instanceof Response ? result : checked(call, result);
      }
      return Response.json({ code: 'NOT_FOUND', message: 'No mock for this call' }, { status: 404 });
    }),
  );
  return calls;
}
