import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_ROUTES, type AuditPage } from '@kaista/domain/audit';
import type { Ticket, TicketComment } from '@kaista/domain/tickets';
import { users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { UNAUDITED_CALLS } from '../../plugins/unaudited-calls';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const newTicket = { type: 'INCIDENT', urgency: 'normal', subject: 'Vaihde', description: 'Ei vastaa.' };

describe('writing tickets while acting as a user', () => {
  let t: TestApp;
  let acting: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [maria] = await t.db.select().from(users).where(eq(users.email, 'manager@aurora.example'));
    const cc = await t.login('cc@kaista.example');
    const started = await t.request({
      method: 'POST',
      url: `${AURORA}/impersonations/${maria!.id}`,
      session: cc,
    });
    acting = cookieValue(started, SESSION_COOKIE)!;
    manager = await t.login('manager@aurora.example');
  });
  afterAll(() => t.close());

  it('credits the ticket, comment and attachment to both the user and the operator', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: newTicket,
      session: acting,
    });
    const ticket = created.json<Ticket>();
    expect(ticket).toMatchObject({
      createdByName: 'Maria Manninen',
      createdByOperatorName: 'Cecilia Asiakaspalvelu',
    });
    const path = `${AURORA}/tickets/${ticket.id}`;
    await t.request({
      method: 'POST',
      url: `${path}/comments`,
      payload: { body: 'Korjattu?' },
      session: acting,
    });
    await t.request({
      method: 'POST',
      url: `${path}/comments`,
      payload: { body: 'Ei vielä.' },
      session: manager,
    });
    const comments = await t.request({ method: 'GET', url: `${path}/comments`, session: manager });
    expect(comments.json<TicketComment[]>().map((c) => [c.authorName, c.authorOperatorName])).toEqual([
      ['Maria Manninen', 'Cecilia Asiakaspalvelu'],
      ['Maria Manninen', null],
    ]);
    const upload = await t.request({
      method: 'POST',
      url: `${path}/attachments`,
      session: acting,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="loki.txt"\r\n' +
        'Content-Type: text/plain\r\n\r\nrivi\r\n--x--\r\n',
    });
    expect(upload.json()).toMatchObject({
      uploadedByName: 'Maria Manninen',
      uploadedByOperatorName: 'Cecilia Asiakaspalvelu',
    });
    const detail = await t.request({ method: 'GET', url: path, session: manager });
    expect(detail.json<Ticket>().createdByOperatorName).toBe('Cecilia Asiakaspalvelu');
  });

  it('logs each write as an action on the ticket, read as a sentence in the reader’s language', async () => {
    const page = (
      await t.request({ method: 'GET', url: `${AURORA}/audit`, session: manager })
    ).json<AuditPage>();
    const entries = page.items.slice(0, 4);
    const number = entries[3]!.subject;
    expect(number).toMatch(/^#\d+$/);
    // Maria's own answer between them, as hers alone.
    expect(entries.map((entry) => [entry.action, entry.subject, entry.actedFor?.name ?? null])).toEqual([
      ['ticket.attach', number, 'Maria Manninen'],
      ['ticket.comment', number, null],
      ['ticket.comment', number, 'Maria Manninen'],
      ['ticket.create', number, 'Maria Manninen'],
    ]);
    const csv = await t.request({
      method: 'GET',
      url: `${AURORA}/audit.csv`,
      session: manager,
      headers: { 'x-accept-language': 'fi' },
    });
    const lines = csv.body.split('\r\n');
    // With the byte-order mark that makes Excel read it as UTF-8.
    expect(lines[0]).toBe('\uFEFFAika;Kuka;Toiminto;Tulos');
    expect(lines[3]).toMatch(
      new RegExp(
        `;Cecilia Asiakaspalvelu käyttäjän Maria Manninen puolesta;Kommentoi tukipyyntöä ${number};Onnistui$`,
      ),
    );
    // A failed change says why in words (the demo's invitation of a user who already had an account).
    expect(lines).toContainEqual(
      expect.stringMatching(/;Epäonnistui: ristiriidassa nykytilan kanssa \(409\)$/),
    );
  });

  it('names every state-changing call of the API in the audit action table', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The calls the audit trail leaves out are the very ones that have no sentence, and are real calls.
    expect(calls.filter((call) => !UNAUDITED_CALLS.has(call) && !AUDITED_ROUTES[call])).toEqual([]);
    expect([...UNAUDITED_CALLS].filter((call) => !calls.includes(call) || AUDITED_ROUTES[call])).toEqual([]);
  });
});
