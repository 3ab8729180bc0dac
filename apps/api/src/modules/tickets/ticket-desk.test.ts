import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@kaista/domain/session';
import { TICKET_STATUSES, TICKET_TRANSITIONS, type Ticket, type TicketEvent } from '@kaista/domain/tickets';
import { tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';

describe('the ticket desk: workflow, assignment, optimistic locking', () => {
  let t: TestApp;
  let manager: string;
  let cc: string;
  let ccId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    cc = await t.login('cc@kaista.example');
    ccId = (await t.request({ method: 'GET', url: '/api/users/self/info', session: cc })).json<UserInfo>()
      .uid;
  });
  afterAll(() => t.close());

  async function newTicket(subject = 'Vaihde ei soi'): Promise<Ticket> {
    const payload = { type: 'INCIDENT', urgency: 'normal', subject, description: 'Ei ääntä.' };
    const response = await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: manager, payload });
    return response.json<Ticket>();
  }
  const read = (id: string, session = cc) =>
    t.request({ method: 'GET', url: `${AURORA}/tickets/${id}`, session });
  const move = (id: string, status: string, ifMatch?: string, session = cc) =>
    t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${id}/status`,
      session,
      payload: { status },
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it('allows exactly the transitions of the domain table and refuses every other with 409 ILLEGAL_STATE', async () => {
    const ticket = await newTicket();
    const setStatus = (status: string) =>
      t.db
        .update(tickets)
        .set({ status })
        .where(and(eq(tickets.companyId, '100001'), eq(tickets.id, ticket.id)));
    const wrong: string[] = [];
    for (const from of TICKET_STATUSES) {
      await setStatus(from);
      for (const to of TICKET_STATUSES) {
        const response = await move(ticket.id, to);
        const allowed = TICKET_TRANSITIONS[from].includes(to);
        const code = response.statusCode === 409 ? response.json<{ code: string }>().code : '';
        if (allowed ? response.statusCode !== 200 : code !== 'ILLEGAL_STATE')
          wrong.push(`${from} -> ${to}: ${response.statusCode}`);
        if (response.statusCode === 200) await setStatus(from);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers a strong ETag of the version; a stale or weak If-Match is 412 and changes nothing', async () => {
    const ticket = await newTicket();
    const first = await read(ticket.id);
    expect(first.headers.etag).toBe(`"${ticket.version}"`);
    const accepted = await move(ticket.id, 'ACCEPTED', first.headers.etag as string);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers.etag).toBe(`"${ticket.version + 1}"`);
    const stale = await move(ticket.id, 'SOLVING', first.headers.etag as string);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect((await move(ticket.id, 'SOLVING', `W/"${ticket.version + 1}"`)).statusCode).toBe(412);
    expect((await read(ticket.id)).json<Ticket>().status).toBe('ACCEPTED');
  });

  it('lets exactly one of two racing writers with the same If-Match win', async () => {
    const ticket = await newTicket();
    const etag = (await read(ticket.id)).headers.etag as string;
    const assign = t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${ticket.id}/assignee`,
      session: cc,
      payload: { assigneeId: ccId },
      headers: { 'if-match': etag },
    });
    const [one, other] = await Promise.all([move(ticket.id, 'ACCEPTED', etag), assign]);
    expect([one.statusCode, other.statusCode].sort()).toEqual([200, 412]);
    const after = (await read(ticket.id)).json<Ticket>();
    expect(after.version).toBe(ticket.version + 1);
  });

  it('assigns to a desk member, records status and assignment in the timeline both sides read', async () => {
    const ticket = await newTicket();
    const assigned = await t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${ticket.id}/assignee`,
      session: cc,
      payload: { assigneeId: ccId },
    });
    expect(assigned.json<Ticket>().assignee).toEqual({ id: ccId, name: expect.any(String) });
    await move(ticket.id, 'ACCEPTED');
    const timeline = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${ticket.id}/timeline`,
      session: manager,
    });
    const events = timeline.json<TicketEvent[]>();
    expect(events.map((event) => [event.kind, event.toStatus])).toEqual([
      ['assignment', null],
      ['status', 'ACCEPTED'],
    ]);
    expect(events[0]?.assigneeName).toBe(assigned.json<Ticket>().assignee?.name);
  });

  it('refuses an assignee outside the desk, and the desk calls to company users', async () => {
    const ticket = await newTicket();
    const managerId = (
      await t.request({ method: 'GET', url: '/api/users/self/info', session: manager })
    ).json<UserInfo>().uid;
    const outsider = await t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${ticket.id}/assignee`,
      session: cc,
      payload: { assigneeId: managerId },
    });
    expect(outsider.statusCode).toBe(400);
    expect((await move(ticket.id, 'ACCEPTED', undefined, manager)).statusCode).toBe(403);
  });

  it('moves a PENDING_CUSTOMER ticket back to SOLVING when the customer answers, in the timeline', async () => {
    const ticket = await newTicket();
    await move(ticket.id, 'ACCEPTED');
    await move(ticket.id, 'PENDING_CUSTOMER');
    await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${ticket.id}/comments`,
      session: manager,
      payload: { body: 'Tässä lisätiedot.' },
    });
    expect((await read(ticket.id)).json<Ticket>().status).toBe('SOLVING');
    const events = (
      await t.request({ method: 'GET', url: `${AURORA}/tickets/${ticket.id}/timeline`, session: cc })
    ).json<TicketEvent[]>();
    expect(events.at(-1)).toMatchObject({ fromStatus: 'PENDING_CUSTOMER', toStatus: 'SOLVING' });
  });
});
