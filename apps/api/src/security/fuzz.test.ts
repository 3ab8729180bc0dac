import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, companyMemberships, services, ticketAttachments } from '../db/schema';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { createTestApp, type TestApp } from '../test/test-app';
import { hostileValue } from './hostile-input';
import { listOperations, operationUrl, type Operation } from './openapi-operations';

/**
 * On PostgreSQL 100 cases per operation (260-odd operations: some 26,000 cases, under a minute on two cores);
 * on the embedded PGlite of `npm test`, which answers on one core at a third of the pace, 40, drawn from other
 * seeds, so that CI's run on each database sends cases the other did not rather than the same ones twice.
 */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const CASES_PER_OPERATION = ON_POSTGRES ? 100 : 40;
const FIRST_SEED = ON_POSTGRES ? 2026 : 7026;
const PERSONAS = ['manager@aurora.example', 'dc@kaista.example'] as const;
/** Calls that end or swap the caller's session: the persona logs in again after each. */
const SESSION_CHANGING = /^(DELETE \/api\/sessions|DELETE \/api\/impersonations|POST .*\/impersonations\/)/;

interface Case {
  persona: (typeof PERSONAS)[number];
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

interface Failure {
  call: string;
  status: number;
  input: Case;
  answer: string;
}

describe('every operation of the API under hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  const sessions = new Map<string, string>();
  const realIds: Record<string, string> = { id: DEMO_COMPANY.aurora };

  beforeAll(async () => {
    t = await createTestApp();
    for (const persona of PERSONAS) sessions.set(persona, await t.login(persona));
    operations = await listOperations(t);
    const [attachment] = await t.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.companyId, DEMO_COMPANY.aurora))
      .limit(1);
    const [member] = await t.db
      .select()
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, DEMO_COMPANY.aurora)))
      .limit(1);
    const [service] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.companyId, DEMO_COMPANY.aurora), eq(services.type, 'mobile')))
      .limit(1);
    const [asset] = await t.db
      .select({ id: assets.id })
      .from(assets)
      .where(eq(assets.companyId, DEMO_COMPANY.aurora))
      .limit(1);
    Object.assign(realIds, {
      assetId: asset?.id,
      serviceId: service?.id,
      ticketId: attachment?.ticketId,
      attachmentId: attachment?.id,
      uid: member?.userId,
    });
  }, 120_000);
  afterAll(() => t.close());

  /** Path parameters are mostly real ids of the persona's company, so the handler's own code is reached. */
  function caseFor(operation: Operation): fc.Arbitrary<Case> {
    const pathValues = Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [
          parameter.name,
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(realIds[parameter.name] ?? DEMO_COMPANY.aurora) },
            { weight: 1, arbitrary: hostileValue(parameter.schema) },
          ),
        ]),
    );
    const query = Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, hostileValue(parameter.schema)]),
    );
    return fc.record({
      persona: fc.constantFrom(...PERSONAS),
      pathValues: fc.record(pathValues),
      query: fc.record(query, { requiredKeys: [] }),
      body: operation.body ? hostileValue(operation.body) : fc.constantFrom(undefined, {}, 'not json'),
    });
  }

  async function send(operation: Operation, input: Case) {
    const call = `${operation.method} ${operation.path}`;
    const response = await t.request({
      method: operation.method as 'GET',
      url: operationUrl(operation, input.pathValues, input.query),
      session: sessions.get(input.persona),
      ...(input.body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            payload: typeof input.body === 'string' ? input.body : JSON.stringify(input.body),
          }),
    });
    if (SESSION_CHANGING.test(call)) sessions.set(input.persona, await t.login(input.persona));
    return response;
  }

  /**
   * The operations are split over many tests (a few operations each) so that none runs for minutes: the test runner reports a
   * single test that outlasts its one-minute heartbeat as an error even when the test passes.
   */
  const SHARDS = 40;
  let cases = 0;
  let answersOver500 = 0;
  it.each(Array.from({ length: SHARDS }, (_, shard) => shard))(
    'never answers 5xx, whatever is sent (operations of share %i)',
    async (shard) => {
      const failures: Failure[] = [];
      for (const [index, operation] of operations.entries()) {
        if (index % SHARDS !== shard) continue;
        const inputs = fc.sample(caseFor(operation), {
          numRuns: CASES_PER_OPERATION,
          seed: FIRST_SEED + index,
        });
        for (const input of inputs) {
          const response = await send(operation, input);
          cases += 1;
          if (response.statusCode >= 500) {
            const call = `${operation.method} ${operation.path}`;
            failures.push({ call, status: response.statusCode, input, answer: response.body.slice(0, 200) });
          }
        }
      }
      answersOver500 += failures.length;
      expect(failures.slice(0, 10), JSON.stringify(failures.slice(0, 10), null, 1)).toEqual([]);
    },
    120_000,
  );

  it('sent every operation its cases', () => {
    console.info(`fuzz: ${operations.length} operations, ${cases} cases, ${answersOver500} answers >= 500`);
    expect(operations.length).toBeGreaterThan(5);
    expect(cases).toBe(operations.length * CASES_PER_OPERATION);
  });
});
