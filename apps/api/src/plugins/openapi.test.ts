import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface Answer {
  description?: string;
  content?: Record<string, { schema: unknown }>;
  $ref?: string;
}
interface DocumentedCall {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; description?: string }[];
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, DocumentedCall>>;
  components: { schemas: Record<string, { required?: string[] }>; responses: Record<string, Answer> };
}

const API_ERROR = { $ref: '#/components/schemas/ApiError' };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(() => t.close());

  it('tells a caller the error answers of a call, each with the one error body', () => {
    const ticketCreate = document.paths['/api/businesses/{id}/tickets']!.post!;
    expect(Object.keys(ticketCreate.responses)).toEqual([
      '201',
      '400',
      '401',
      '404',
      '409',
      '422',
      'default',
    ]);
    for (const status of ['400', '401', '404', '409', '422', 'default']) {
      const name = ticketCreate.responses[status]!.$ref!.replace('#/components/responses/', '');
      const answer = document.components.responses[name]!;
      expect(answer.description).not.toBe('');
      expect(answer.content!['application/json']!.schema).toEqual(API_ERROR);
    }
    expect(document.components.schemas.ApiError!.required).toEqual(['code', 'message']);

    // A call without input or an object in its path is not said to answer 400 or 404.
    const info = document.paths['/api/users/self/info']!.get!;
    expect(Object.keys(info.responses)).toEqual(['200', '401', 'default']);
  });

  it('says which calls answer without a session: only the environment a login page needs', () => {
    const withoutSession = Object.entries(document.paths).flatMap(([path, calls]) =>
      Object.entries(calls)
        .filter(([, call]) => !call.responses['401'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutSession).toEqual(['GET /api/environment']);
    expect(document.paths['/api/environment']!.get!.security).toEqual([]);
  });

  it('says which writes take If-Match and answer 412 when the object changed meanwhile', () => {
    const payerUpdate = document.paths['/api/businesses/{id}/payers/{payerId}']!.put!;
    const ifMatch = payerUpdate.parameters!.find((parameter) => parameter.name === 'If-Match');
    expect(ifMatch).toMatchObject({ in: 'header', description: expect.stringContaining('412') });
    expect(payerUpdate.responses['412']!.$ref).toBe('#/components/responses/Stale');
    expect(document.components.responses.Stale!.content!['application/json']!.schema).toEqual(API_ERROR);

    // Every call that says 412 takes If-Match, and a write that is not conditional says neither.
    const stale = Object.values(document.paths).flatMap((calls) =>
      Object.values(calls).filter((call) => call.responses['412']),
    );
    expect(stale.every((call) => call.parameters!.some((parameter) => parameter.name === 'If-Match'))).toBe(
      true,
    );
    expect(stale.length).toBeGreaterThan(50);
    const ticketCreate = document.paths['/api/businesses/{id}/tickets']!.post!;
    expect(ticketCreate.responses['412']).toBeUndefined();
    expect(ticketCreate.parameters!.map((parameter) => parameter.name)).not.toContain('If-Match');
  });

  it('names every call by its name in the code, each name once', () => {
    const calls = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, call]) => ({
        call: `${method.toUpperCase()} ${path}`,
        ...call,
      })),
    );
    expect(calls.filter((call) => !call.operationId).map((call) => call.call)).toEqual([]);
    const ids = calls.map((call) => call.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/businesses/{id}/tickets']!.post!.operationId).toBe('ticket.create');
    expect(document.paths['/api/businesses/{id}/permissiongroups/{groupId}']!.put!.operationId).toBe(
      'group.permission.update',
    );
    expect(document.paths['/api/businesses/{id}/users/{uid}/carts/{cart}/bundles']!.post!.operationId).toBe(
      'cart.addBundle',
    );
  });
});
