import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ticketComments, tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IdempotencyStore } from './idempotency-store';

const TICKETS = '/api/businesses/100001/tickets';
const ticket = (subject: string) => ({
  type: 'INCIDENT',
  urgency: 'normal',
  subject,
  description: 'Puhelut katkeavat kesken.',
});

describe('Idempotency-Key on ticket create and comment', () => {
  let t: TestApp;
  let manager: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    operator = await t.login('dc@kaista.example');
  });
  afterAll(() => t.close());

  const create = (subject: string, key?: string, session = manager, body = ticket(subject)) =>
    t.request({
      method: 'POST',
      url: TICKETS,
      payload: body,
      session,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const countTickets = async (subject: string) =>
    (await t.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.subject, subject))).length;

  it('creates once and answers a repeat with the stored answer, marked as replayed', async () => {
    const key = randomUUID();
    const first = await create('Vaihde jumissa', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('Vaihde jumissa', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countTickets('Vaihde jumissa')).toBe(1);
  });

  it('runs each request without a key', async () => {
    await create('Ilman avainta');
    await create('Ilman avainta');
    expect(await countTickets('Ilman avainta')).toBe(2);
  });

  it('refuses the key with another body or another path (422) and a malformed key (400)', async () => {
    const key = randomUUID();
    expect((await create('Ensimmäinen', key)).statusCode).toBe(201);
    const otherBody = await create('Toinen', key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const created = (await create('Kolmas')).json<{ id: string }>();
    const otherPath = await t.request({
      method: 'POST',
      url: `${TICKETS}/${created.id}/comments`,
      payload: { body: 'Sama avain' },
      session: manager,
      headers: { 'idempotency-key': key },
    });
    expect(otherPath.statusCode).toBe(422);
    const malformed = await create('Huono avain', 'liian lyhyt ja välilyöntejä');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { 'Idempotency-Key': 'validation.character-set' },
    });
    expect(await countTickets('Toinen')).toBe(0);
    expect(await countTickets('Huono avain')).toBe(0);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    await create('Kesken', key);
    // What the first request's claim looks like until its answer is stored.
    await t.db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, key));
    const again = await create('Kesken', key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(await countTickets('Kesken')).toBe(1);
  });

  it('runs a request anew when the instance that claimed its key died while running it', async () => {
    const key = randomUUID();
    await create('Kaatunut palvelin', key);
    const claimedLongAgo = { status: null, body: null, createdAt: sql`now() - interval '6 minutes'` };
    await t.db.update(idempotencyKeys).set(claimedLongAgo).where(eq(idempotencyKeys.key, key));
    const again = await create('Kaatunut palvelin', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const replay = await create('Kaatunut palvelin', key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(again.json());
  });

  it('keeps keys apart per caller', async () => {
    const key = randomUUID();
    expect((await create('Kaksi soittajaa', key)).statusCode).toBe(201);
    const operatorsOwn = await create('Kaksi soittajaa', key, operator);
    expect(operatorsOwn.statusCode).toBe(201);
    expect(operatorsOwn.headers['idempotent-replayed']).toBeUndefined();
    expect(await countTickets('Kaksi soittajaa')).toBe(2);
  });

  it('frees the key of a request that failed, so its retry runs again', async () => {
    const key = randomUUID();
    const body = { ...ticket('Tuntematon laite'), relatedDeviceId: 'NO-SUCH-DEVICE' };
    expect((await create('Tuntematon laite', key, manager, body)).statusCode).toBe(400);
    const retry = await create('Tuntematon laite', key, manager, body);
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('forgets a key after its lifetime: it runs anew, and the cleanup removes the old ones', async () => {
    const key = randomUUID();
    await create('Vanha avain', key);
    const expire = sql`now() - interval '1 second'`;
    await t.db.update(idempotencyKeys).set({ expiresAt: expire }).where(eq(idempotencyKeys.key, key));
    const again = await create('Vanha avain', key);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countTickets('Vanha avain')).toBe(2);
    await t.db.update(idempotencyKeys).set({ expiresAt: expire }).where(eq(idempotencyKeys.key, key));
    await new IdempotencyStore(t.db).deleteExpired();
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('makes exactly one ticket of 50 parallel requests with one key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => create('Viisikymmentä', key)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const executed = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(executed).toHaveLength(1);
    expect(await countTickets('Viisikymmentä')).toBe(1);
  });

  it('adds a comment once per key', async () => {
    const created = (await create('Kommentoitava')).json<{ id: string }>();
    const key = randomUUID();
    const comment = () =>
      t.request({
        method: 'POST',
        url: `${TICKETS}/${created.id}/comments`,
        payload: { body: 'Sama kommentti kahdesti' },
        session: manager,
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([comment(), comment(), comment()]);
    expect(answers.filter((a) => a.statusCode === 201)).not.toHaveLength(0);
    const rows = await t.db
      .select({ id: ticketComments.id })
      .from(ticketComments)
      .where(eq(ticketComments.body, 'Sama kommentti kahdesti'));
    expect(rows).toHaveLength(1);
  });
});
