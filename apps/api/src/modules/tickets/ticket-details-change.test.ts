import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays, helsinkiToday } from '@kaista/domain/shared/formatting';
import {
  TICKET_DAY_PASSED_ERROR,
  TICKET_DAY_TOO_FAR_ERROR,
  type Ticket,
  type TicketEvent,
} from '@kaista/domain/tickets';
import { auditLog, tickets, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const POHJOLA = '/api/businesses/100002';
/** Days some weeks ahead of the clock: a day gone by is refused, and so is one more than a year ahead. */
const VISIT_DAY = addIsoDays(helsinkiToday(), 40);
const MOVED_DAY = addIsoDays(helsinkiToday(), 45);
const VISIT = {
  site: 'Konesali HEL2',
  visitDate: VISIT_DAY,
  arrivalTime: '09:30',
  visitors: 'Liisa Heikkinen',
};

describe('changing a ticket’s own details', () => {
  let t: TestApp;
  let dc: string;
  let writerOfOtherTypes: string;
  /** Customer care acting as the manager: what an operator does for a company user is audited. */
  let acting: string;
  beforeAll(async () => {
    t = await createTestApp();
    dc = await t.login('dc@kaista.example');
    writerOfOtherTypes = await t.login('jukka.lehtonen@aurora.example');
    const [maria] = await t.db.select().from(users).where(eq(users.email, 'manager@aurora.example'));
    const started = await t.request({
      method: 'POST',
      url: `${AURORA}/impersonations/${maria!.id}`,
      session: await t.login('cc@kaista.example'),
    });
    acting = cookieValue(started, SESSION_COOKIE)!;
  });
  afterAll(() => t.close());

  async function made(type: string, details: Record<string, string>, company = AURORA) {
    const payload = { type, urgency: 'normal', subject: 'Asennuskäynti', description: 'Kaksi.', details };
    const response = await t.request({ method: 'POST', url: `${company}/tickets`, session: dc, payload });
    expect(response.statusCode).toBe(201);
    return response.json<Ticket>();
  }
  const change = (ticket: Ticket, details: Record<string, string>, session = dc, company = AURORA) =>
    t.request({
      method: 'PUT',
      url: `${company}/tickets/${ticket.id}/details`,
      session,
      payload: { details },
      headers: { 'if-match': `"${ticket.version}"` },
    });
  const read = async (ticket: Ticket) =>
    (await t.request({ method: 'GET', url: `${AURORA}/tickets/${ticket.id}`, session: dc })).json<Ticket>();

  it('moves a visit: the new details, a new version, a timeline entry and an audit row naming before and after', async () => {
    const visit = await made('ESCORTED_ACCESS', VISIT);
    const moved = await change(visit, { ...VISIT, visitDate: MOVED_DAY, arrivalTime: '13:00' }, acting);
    expect(moved.statusCode).toBe(200);
    const after = moved.json<Ticket>();
    expect(after.details).toEqual({ ...VISIT, visitDate: MOVED_DAY, arrivalTime: '13:00' });
    expect(after.version).toBe(visit.version + 1);
    expect(moved.headers.etag).toBe(`"${after.version}"`);
    const timeline = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${visit.id}/timeline`,
      session: dc,
    });
    expect(timeline.json<TicketEvent[]>().at(-1)).toMatchObject({ kind: 'details' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, '100001'), eq(auditLog.action, 'ticket.details')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.subject).toBe(
      `#${visit.number}: visitDate ${VISIT_DAY} → ${MOVED_DAY}, arrivalTime 09:30 → 13:00`,
    );

    // The same details again change nothing, not even the version.
    const again = await change(after, after.details);
    expect(again.statusCode).toBe(200);
    expect(again.json<Ticket>().version).toBe(after.version);
  });

  it('refuses wrong details on their fields, and a stale If-Match with 412, changing nothing', async () => {
    const visit = await made('ESCORTED_ACCESS', VISIT);
    const wrong = await change(visit, { ...VISIT, visitDate: '2025-06-30', visitors: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      'details.visitDate': TICKET_DAY_PASSED_ERROR,
      'details.visitors': 'validation.cannot-be-empty',
    });
    const stale = await change({ ...visit, version: visit.version - 1 }, { ...VISIT, arrivalTime: '10:00' });
    expect(stale.statusCode).toBe(412);
    expect(await read(visit)).toMatchObject({ details: VISIT, version: visit.version });
  });

  it('takes a late shipment’s tracking number on the day it already has, but not a move to another day gone by or more than a year ahead', async () => {
    const shipment = await made('INBOUND_SHIPMENT', { expectedDate: VISIT_DAY, packages: '2' });
    // The day went by and the shipment has not come: its day is one the clock has passed.
    const late = { expectedDate: '2025-06-30', packages: '2' };
    await t.db
      .update(tickets)
      .set({ details: late })
      .where(and(eq(tickets.companyId, '100001'), eq(tickets.id, shipment.id)));
    const told = await change(shipment, { ...late, carrier: 'Posti', trackingNumber: 'JJFI6543' });
    expect(told.statusCode).toBe(200);
    expect(told.json<Ticket>().details).toEqual({ ...late, carrier: 'Posti', trackingNumber: 'JJFI6543' });

    const moved = await change(told.json<Ticket>(), { ...late, expectedDate: '2025-07-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ 'details.expectedDate': TICKET_DAY_PASSED_ERROR });
    const mistyped = await change(told.json<Ticket>(), { ...late, expectedDate: '2062-06-30' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().fieldErrors).toEqual({ 'details.expectedDate': TICKET_DAY_TOO_FAR_ERROR });
    expect(await read(shipment)).toMatchObject({ details: { ...late, carrier: 'Posti' } });
  });

  it('is refused to a writer without the type’s own right (403), for a type without details or a closed ticket (409), and for another company’s ticket (404)', async () => {
    const visit = await made('ESCORTED_ACCESS', VISIT);
    expect((await change(visit, VISIT, writerOfOtherTypes)).statusCode).toBe(403);

    const incident = await made('INCIDENT', {});
    const noDetails = await change(incident, { site: 'HEL2' });
    expect(noDetails.statusCode).toBe(409);
    expect(noDetails.json()).toMatchObject({ code: 'ILLEGAL_STATE' });

    await t.db
      .update(tickets)
      .set({ status: 'CLOSED' })
      .where(and(eq(tickets.companyId, '100001'), eq(tickets.id, visit.id)));
    expect((await change(visit, VISIT)).statusCode).toBe(409);

    const foreign = await made('ESCORTED_ACCESS', VISIT, POHJOLA);
    expect((await change(foreign, VISIT, dc, AURORA)).statusCode).toBe(404);
  });
});
