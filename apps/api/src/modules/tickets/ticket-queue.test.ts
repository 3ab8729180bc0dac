import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@kaista/domain/session';
import { addIsoDays, helsinkiToday } from '@kaista/domain/shared/formatting';
import {
  CLOSED_TICKET_STATUSES,
  type Ticket,
  type TicketQueueItem,
  type TicketQueuePage,
} from '@kaista/domain/tickets';
import { createTestApp, type TestApp } from '../../test/test-app';

const QUEUE = '/api/tickets/queue';
const AURORA = '/api/businesses/100001';

describe('the desk queue across companies', () => {
  let t: TestApp;
  let cc: string;
  let ccId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cc = await t.login('cc@kaista.example');
    ccId = (await t.request({ method: 'GET', url: '/api/users/self/info', session: cc })).json<UserInfo>()
      .uid;
  });
  afterAll(() => t.close());

  const queue = async (query = '', session = cc) => {
    const paging = query.includes('pageSize') ? '' : 'pageSize=100';
    const response = await t.request({ method: 'GET', url: `${QUEUE}?${paging}${query}`, session });
    expect(response.statusCode).toBe(200);
    return response.json<TicketQueuePage>();
  };
  const inQueueOrder = (items: TicketQueueItem[]) =>
    [...items].sort(
      (a, b) =>
        Number(a.urgency !== 'critical') - Number(b.urgency !== 'critical') ||
        a.createdAt.localeCompare(b.createdAt),
    );

  it('answers 401 without a session and 403 to everyone but customer care and delivery coordination', async () => {
    expect((await t.request({ method: 'GET', url: QUEUE })).statusCode).toBe(401);
    for (const email of ['manager@aurora.example', 'mu@kaista.example', 'rep@kettu.example']) {
      const session = await t.login(email);
      expect((await t.request({ method: 'GET', url: QUEUE, session })).statusCode, email).toBe(403);
    }
    const dc = await t.login('dc@kaista.example');
    expect((await t.request({ method: 'GET', url: QUEUE, session: dc })).statusCode).toBe(200);
  });

  it("holds every company's open tickets, critical first and then the oldest", async () => {
    const page = await queue();
    expect(new Set(page.items.map((item) => item.companyId)).size).toBeGreaterThan(1);
    expect(page.items.map((item) => item.id)).toEqual(inQueueOrder(page.items).map((item) => item.id));
    expect(page.items.some((item) => CLOSED_TICKET_STATUSES.includes(item.status))).toBe(false);
    expect(page.items.every((item) => item.companyName.length > 0)).toBe(true);
  });

  it('pages without overlap or gaps', async () => {
    const whole = await queue('&pageSize=60');
    const first = await queue('&pageSize=30');
    const second = await queue('&pageSize=30&offset=30');
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      whole.items.map((item) => item.id),
    );
    expect(first.total).toBe(whole.total);
  });

  it('filters by status (closed ones too when asked), type, urgency and company', async () => {
    const closed = await queue('&status=CLOSED');
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((item) => item.status === 'CLOSED')).toBe(true);
    const critical = await queue('&urgency=critical&type=INCIDENT');
    expect(critical.items.every((item) => item.urgency === 'critical' && item.type === 'INCIDENT')).toBe(
      true,
    );
    // A visit's details come with it, for the desk to plan by its day.
    const visits = await queue('&type=ESCORTED_ACCESS');
    expect(visits.items.length).toBeGreaterThan(0);
    expect(visits.items.every((item) => /^\d{4}-\d{2}-\d{2}$/.test(item.details.visitDate ?? ''))).toBe(true);
    const aurora = await queue('&companyId=100001');
    expect(aurora.items.length).toBeGreaterThan(0);
    expect(aurora.items.every((item) => item.companyId === '100001')).toBe(true);
  });

  it("finds a new ticket among the unassigned, and under 'mine' once taken", async () => {
    const manager = await t.login('manager@aurora.example');
    const payload = {
      type: 'INCIDENT',
      urgency: 'critical',
      subject: 'Runko alhaalla',
      description: 'Ei yhteyttä.',
    };
    const created = (
      await t.request({ method: 'POST', url: '/api/businesses/100001/tickets', session: manager, payload })
    ).json<Ticket>();
    const ids = async (query: string) => (await queue(query)).items.map((item) => item.id);
    expect(await ids('&assignee=unassigned&urgency=critical')).toContain(created.id);
    expect(await ids('&assignee=mine')).not.toContain(created.id);
    const assigned = await t.request({
      method: 'PUT',
      url: `/api/businesses/100001/tickets/${created.id}/assignee`,
      session: cc,
      payload: { assigneeId: ccId },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await ids('&assignee=mine')).toContain(created.id);
    expect(await ids('&assignee=unassigned&urgency=critical')).not.toContain(created.id);
  });

  it("lists a day's visits and shipments, whichever detail holds the day, and follows a moved visit", async () => {
    const dc = await t.login('dc@kaista.example');
    // Days some weeks ahead: a day gone by is refused, and so is one more than a year ahead.
    const day = addIsoDays(helsinkiToday(), 60);
    const nextDay = addIsoDays(helsinkiToday(), 61);
    const made = async (type: string, details: Record<string, string>) => {
      const payload = { type, urgency: 'normal', subject: 'Konesali', description: 'Käynti.', details };
      const response = await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: dc, payload });
      expect(response.statusCode).toBe(201);
      return response.json<Ticket>();
    };
    const visitDetails = { site: 'HEL2', visitDate: day, arrivalTime: '09:30', visitors: 'Liisa' };
    const visit = await made('ESCORTED_ACCESS', visitDetails);
    const arriving = await made('INBOUND_SHIPMENT', { expectedDate: day, packages: '2' });
    const leaving = await made('OUTBOUND_SHIPMENT', { pickupDate: nextDay, packages: '1' });
    const ids = async (query: string) => (await queue(query)).items.map((item) => item.id);
    expect((await ids(`&day=${day}`)).sort()).toEqual([visit.id, arriving.id].sort());
    expect(await ids(`&day=${nextDay}`)).toEqual([leaving.id]);
    expect(await ids(`&day=${day}&type=INBOUND_SHIPMENT`)).toEqual([arriving.id]);

    const moved = await t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${visit.id}/details`,
      session: dc,
      payload: { details: { ...visitDetails, visitDate: nextDay } },
      headers: { 'if-match': `"${visit.version}"` },
    });
    expect(moved.statusCode).toBe(200);
    expect(await ids(`&day=${day}`)).toEqual([arriving.id]);
    expect((await ids(`&day=${nextDay}`)).sort()).toEqual([visit.id, leaving.id].sort());
  });

  it("searches every company's tickets by number, subject, description or a detail, with the other filters", async () => {
    const make = async (company: string, email: string, payload: Record<string, unknown>) => {
      const session = await t.login(email);
      const url = `/api/businesses/${company}/tickets`;
      const response = await t.request({ method: 'POST', url, session, payload });
      expect(response.statusCode).toBe(201);
      return response.json<Ticket>();
    };
    const ticket = { type: 'INCIDENT', urgency: 'normal', description: 'Ei yhteyttä.' };
    const aurora = await make('100001', 'manager@aurora.example', {
      ...ticket,
      subject: 'Kuituvika Kvarnbo',
    });
    const pohjola = await make('100002', 'cc@kaista.example', {
      ...ticket,
      subject: 'Linja poikki',
      description: 'Kaivuri katkaisi kuidun kvarnbon kohdalla.',
    });
    const visit = await make('100001', 'dc@kaista.example', {
      type: 'ESCORTED_ACCESS',
      urgency: 'normal',
      subject: 'Konesali',
      description: 'Käynti.',
      details: {
        site: 'HEL2',
        visitDate: addIsoDays(helsinkiToday(), 30),
        arrivalTime: '10:00',
        visitors: 'Kvarnbon Olli',
      },
    });
    const ids = async (query: string) => (await queue(query)).items.map((item) => item.id).sort();
    expect(await ids('&q=KVARNBO')).toEqual([aurora.id, pohjola.id, visit.id].sort());
    expect(await ids('&q=kvarnbo&companyId=100002')).toEqual([pohjola.id]);
    expect(await ids('&q=kvarnbo&type=ESCORTED_ACCESS')).toEqual([visit.id]);
    expect(await ids(`&q=%23${aurora.number}`)).toEqual([aurora.id]);
    expect(await ids('&q=ei-missaan-tukipyynnossa')).toEqual([]);
  });

  it('refuses an unknown filter value with 400', async () => {
    const response = await t.request({ method: 'GET', url: `${QUEUE}?assignee=someone`, session: cc });
    expect(response.statusCode).toBe(400);
    const noDay = await t.request({ method: 'GET', url: `${QUEUE}?day=2027-02-31`, session: cc });
    expect(noDay.statusCode).toBe(400);
  });
});
