import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { SESSION_COOKIE } from '../plugins/session/session-token';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../test/test-app';
import { listOperations, operationUrl, type Operation } from './openapi-operations';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN = 'https://attacker.example';

/** The ways a page on another site can send a state-changing request with the victim's cookie. */
const FORGERIES: Record<string, Record<string, string>> = {
  'without the custom header': { origin: BROWSER_HEADERS.origin, 'content-type': 'application/json' },
  'from a foreign Origin': { origin: FOREIGN, 'x-accept-language': 'fi', 'content-type': 'application/json' },
  'as a simple form post': { origin: FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
  'with no Origin but a foreign Referer': { referer: `${FOREIGN}/page`, 'x-accept-language': 'fi' },
};

describe('cross-site request forgery against every unsafe operation', () => {
  let t: TestApp;
  let operations: Operation[];
  const sessions: Record<string, string> = {};

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable));
    const counted = await Promise.all(
      tables.map(async ([name, table]) => {
        const [row] = await t.db.select({ rows: count() }).from(table as PgTable);
        return [name, row?.rows ?? 0] as const;
      }),
    );
    return Object.fromEntries(counted);
  }

  beforeAll(async () => {
    t = await createTestApp();
    sessions.manager = await t.login('manager@aurora.example');
    sessions.operator = await t.login('dc@kaista.example');
    operations = (await listOperations(t)).filter((operation) => UNSAFE.has(operation.method));
  });
  afterAll(() => t.close());

  it('refuses each forgery with 403 and changes nothing', async () => {
    const before = await rowCounts();
    const accepted: string[] = [];
    let attempts = 0;
    for (const operation of operations) {
      const url = operationUrl(operation, { id: DEMO_COMPANY.aurora, ticketId: crypto.randomUUID() }, {});
      for (const session of Object.values(sessions)) {
        for (const [forgery, headers] of Object.entries(FORGERIES)) {
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url,
            headers: { host: BROWSER_HEADERS.host, cookie: `${SESSION_COOKIE}=${session}`, ...headers },
            payload: headers['content-type'] === 'application/json' ? '{}' : 'a=1',
          });
          attempts += 1;
          if (response.statusCode !== 403 || response.json().code !== 'CSRF_REJECTED') {
            accepted.push(`${operation.method} ${operation.path} ${forgery}: ${response.statusCode}`);
          }
        }
      }
    }
    console.info(
      `csrf: ${operations.length} unsafe operations, ${attempts} forgeries, ${accepted.length} accepted`,
    );
    expect(operations.length).toBeGreaterThan(5);
    expect(accepted).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    for (const session of Object.values(sessions)) {
      const info = await t.request({ method: 'GET', url: '/api/users/self/info', session });
      expect(info.statusCode).toBe(200);
    }
  });
});
