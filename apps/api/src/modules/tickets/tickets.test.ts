import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays, helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Ticket, TicketPage, TicketSummary } from '@kaista/domain/tickets';
import { companyMemberships, services, tickets } from '../../db/schema';
import { DEMO_ASSET_KIND } from '../../seed/demo-assets';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { DEMO_USER_ID_KIND } from '../../seed/demo-users';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const POHJOLA = '/api/businesses/100002';
const newTicket = {
  type: 'INCIDENT',
  urgency: 'critical',
  subject: 'Vaihde ei vastaa',
  description: 'Puhelut eivät ohjaudu jonoon klo 8 jälkeen.',
};

/** Days some weeks ahead of the clock: a day gone by is refused, and so is one more than a year ahead. */
const VISIT_DAY = addIsoDays(helsinkiToday(), 40);
/** Complete details of the types that ask for their own (`TICKET_TYPE_DETAILS`). */
const DETAILS_OF: Record<string, Record<string, string>> = {
  ESCORTED_ACCESS: {
    site: 'Konesali HEL2',
    visitDate: VISIT_DAY,
    arrivalTime: '09:30',
    visitors: 'Liisa Heikkinen',
  },
  REMOTE_HANDS: { site: 'Konesali HEL2', rack: 'R4' },
};

describe('tickets per persona', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [
      'manager@aurora.example',
      'user@aurora.example',
      'employee@aurora.example',
      'dc@kaista.example',
      'rep@kettu.example',
      'jukka.lehtonen@aurora.example',
    ])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());
  const as = (email: string) => sessions[email]!;

  it('lets user@aurora read the list with totals but not create', async () => {
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?pageSize=5`,
      session: as('user@aurora.example'),
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<TicketPage>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(120);
    const create = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: newTicket,
      session: as('user@aurora.example'),
    });
    expect(create.statusCode).toBe(403);
  });

  it('refuses employee@aurora even the list', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets`,
      session: as('employee@aurora.example'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 404 to rep@kettu for Aurora and 401 without a session', async () => {
    expect(
      (await t.request({ method: 'GET', url: `${AURORA}/tickets`, session: as('rep@kettu.example') }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `${AURORA}/tickets` })).statusCode).toBe(401);
  });

  it('lets the manager create a ticket that then heads the list, reads it and shows it to the user', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: { ...newTicket, relatedDeviceId: 'GENERIC-PHONE' },
      session: as('manager@aurora.example'),
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<TicketSummary & { relatedDevice: { name: string } }>();
    expect(ticket).toMatchObject({
      status: 'UNTOUCHED',
      subject: newTicket.subject,
      createdByName: 'Maria Manninen',
    });
    expect(ticket.relatedDevice.name).toBe('Muu puhelin');
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?pageSize=1`,
      session: as('user@aurora.example'),
    });
    expect(list.json<TicketPage>().items[0]?.id).toBe(ticket.id);
    const detail = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${ticket.id}`,
      session: as('user@aurora.example'),
    });
    expect(detail.json()).toMatchObject({ id: ticket.id, description: newTicket.description });
  });

  it('keeps wholesale types for holders of the wholesale permission and lets the operator reach any company', async () => {
    const wholesale = { ...newTicket, type: 'WHOLESALE_INCIDENT' };
    const byManager = await t.request({
      method: 'POST',
      url: `${POHJOLA}/tickets`,
      payload: wholesale,
      session: as('manager@aurora.example'),
    });
    expect(byManager.statusCode).toBe(201);
    const byOperator = await t.request({
      method: 'POST',
      url: '/api/businesses/100003/tickets',
      payload: wholesale,
      session: as('dc@kaista.example'),
    });
    expect(byOperator.statusCode).toBe(201);
  });

  it('refuses wholesale, escorted access and remote hands to a writer without their own permissions', async () => {
    const create = (type: string) =>
      t.request({
        method: 'POST',
        url: `${AURORA}/tickets`,
        payload: { ...newTicket, type, details: DETAILS_OF[type] },
        session: as('jukka.lehtonen@aurora.example'),
      });
    expect((await create('INCIDENT')).statusCode).toBe(201);
    for (const type of ['WHOLESALE_INCIDENT', 'ESCORTED_ACCESS', 'REMOTE_HANDS'])
      expect((await create(type)).statusCode, type).toBe(403);
    expect((await create('REMOTE_HANDS')).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('asks a visit for its own details on their fields, keeps them and answers them with the ticket', async () => {
    const visit = { ...newTicket, type: 'ESCORTED_ACCESS', subject: 'Asennuskäynti konesalissa' };
    const create = (details: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: `${AURORA}/tickets`,
        payload: { ...visit, details },
        session: as('dc@kaista.example'),
      });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    const incomplete = await create({ site: 'Konesali HEL2', arrivalTime: '9.30' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fieldErrors).toEqual({
      'details.visitDate': 'validation.cannot-be-empty',
      'details.arrivalTime': 'tickets.details.time-format',
      'details.visitors': 'validation.cannot-be-empty',
    });
    const backDated = await create({ ...DETAILS_OF.ESCORTED_ACCESS!, visitDate: '2025-06-30' });
    expect(backDated.statusCode).toBe(400);
    expect(backDated.json().fieldErrors).toEqual({ 'details.visitDate': 'tickets.details.day-passed' });
    const mistyped = await create({ ...DETAILS_OF.ESCORTED_ACCESS!, visitDate: '2062-01-15' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().fieldErrors).toEqual({ 'details.visitDate': 'tickets.details.day-too-far' });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(tickets)).toEqual(before);

    const made = await create({
      ...DETAILS_OF.ESCORTED_ACCESS!,
      visitors: ' Liisa Heikkinen, Pekka Nieminen ',
    });
    expect(made.statusCode).toBe(201);
    const read = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${made.json<Ticket>().id}`,
      session: as('manager@aurora.example'),
    });
    const kept = {
      site: 'Konesali HEL2',
      visitDate: VISIT_DAY,
      arrivalTime: '09:30',
      visitors: 'Liisa Heikkinen, Pekka Nieminen',
    };
    expect(read.json<Ticket>().details).toEqual(kept);
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?q=Asennuskäynti`,
      session: as('manager@aurora.example'),
    });
    const listed = list.json<TicketPage>().items.find((item) => item.id === made.json<Ticket>().id);
    expect(listed?.details).toEqual(kept);

    // A visitor's name is found by the list's search, as is a shipment's tracking number: a word of the
    // details, not of their keys.
    const search = async (q: string) =>
      (
        await t.request({
          method: 'GET',
          url: `${AURORA}/tickets?q=${encodeURIComponent(q)}`,
          session: as('manager@aurora.example'),
        })
      ).json<TicketPage>();
    expect((await search('pekka nieminen')).items.map((item) => item.id)).toContain(made.json<Ticket>().id);
    const shipments = await search('JJFI6543');
    expect(shipments.total).toBeGreaterThan(0);
    expect(shipments.items.map((item) => item.details?.trackingNumber)).toEqual(
      shipments.items.map(() => 'JJFI6543210000123456'),
    );
    expect((await search('arrivalTime')).total).toBe(0);
  });

  it('names the subscription a ticket is about: one of the company’s, for a writer who may read services', async () => {
    const serviceOf = async (companyId: string) =>
      (await t.db.select().from(services).where(eq(services.companyId, companyId)).limit(1))[0]!;
    const aurora = await serviceOf(DEMO_COMPANY.aurora);
    const pohjola = await serviceOf(DEMO_COMPANY.pohjola);
    const create = (relatedServiceId: string, email = 'manager@aurora.example') =>
      t.request({
        method: 'POST',
        url: `${AURORA}/tickets`,
        payload: { ...newTicket, relatedServiceId },
        session: as(email),
      });
    const made = await create(aurora.id);
    expect(made.statusCode).toBe(201);
    const about = {
      id: aurora.id,
      number: aurora.number,
      name: aurora.packageName,
      userName: aurora.userName,
    };
    expect(made.json<Ticket>().relatedService).toEqual(about);
    const read = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${made.json<Ticket>().id}`,
      session: as('manager@aurora.example'),
    });
    expect(read.json<Ticket>().relatedService).toEqual(about);
    // The subscription's page lists the tickets about it, and only those.
    const listed = async (service: string) =>
      t.request({
        method: 'GET',
        url: `${AURORA}/tickets?service=${service}`,
        session: as('manager@aurora.example'),
      });
    const aboutAurora = (await listed(aurora.id)).json<TicketPage>();
    expect(aboutAurora.items.map((item) => item.id)).toContain(made.json<Ticket>().id);
    const ids = aboutAurora.items.map((item) => item.id);
    const others = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, DEMO_COMPANY.aurora), eq(tickets.relatedServiceId, aurora.id)));
    expect(ids.sort()).toEqual(others.map((row) => row.id).sort());
    expect(aboutAurora.total).toBe(others.length);
    expect((await listed(pohjola.id)).json<TicketPage>()).toMatchObject({ items: [], total: 0 });
    expect((await listed('not-a-uuid')).statusCode).toBe(400);
    // Another company's subscription, or none at all, is no subscription of this one.
    for (const id of [pohjola.id, demoUuid(999, 1)])
      expect((await create(id)).json()).toMatchObject({
        fieldErrors: { relatedServiceId: 'tickets.unknown-service' },
      });
    expect((await create('not-a-uuid')).statusCode).toBe(400);

    // Jukka writes tickets; without the right to read services he may not name a subscription.
    const jukka = and(
      eq(companyMemberships.companyId, DEMO_COMPANY.aurora),
      eq(companyMemberships.userId, demoUuid(DEMO_USER_ID_KIND, 1)),
    );
    const [membership] = await t.db.select().from(companyMemberships).where(jukka);
    await t.db
      .update(companyMemberships)
      .set({ permissions: membership!.permissions.filter((name) => name !== 'ServicesReadService') })
      .where(jukka);
    try {
      expect((await create(aurora.id, 'jukka.lehtonen@aurora.example')).statusCode).toBe(403);
    } finally {
      await t.db.update(companyMemberships).set({ permissions: membership!.permissions }).where(jukka);
    }
    expect((await create(aurora.id, 'jukka.lehtonen@aurora.example')).statusCode).toBe(201);
  });

  it('takes the text people paste and gives it back as it was sent', async () => {
    const pasted = {
      ...newTicket,
      subject: 'VPN “down” – #42 [prod] *urgent* $ 🙂',
      description: 'Error: "ECONNRESET" <script>alert(1)</script>\n> ‘quoted’ mail 👩‍💻',
    };
    const create = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: pasted,
      session: as('manager@aurora.example'),
    });
    expect(create.statusCode).toBe(201);
    const detail = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${create.json().id}`,
      session: as('manager@aurora.example'),
    });
    expect(detail.json()).toMatchObject({ subject: pasted.subject, description: pasted.description });
  });

  it('rejects bad input with 400 and field errors, never 500', async () => {
    const bad = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: { type: 'NOPE', urgency: 'normal', subject: '   ', description: 'Hei \u0007' },
      session: as('manager@aurora.example'),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['description', 'subject', 'type']);
    expect(bad.json().fieldErrors.description).toBe('validation.character-set');
    const twoLines = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: { ...newTicket, subject: 'one\ntwo' },
      session: as('manager@aurora.example'),
    });
    expect(twoLines.json()).toMatchObject({ fieldErrors: { subject: 'validation.character-set' } });
    for (const url of [
      `${AURORA}/tickets?pageSize=101`,
      `${AURORA}/tickets?status=BOGUS`,
      `${AURORA}/tickets?sort=x`,
      `${AURORA}/tickets/not-a-uuid`,
    ]) {
      expect(
        (await t.request({ method: 'GET', url, session: as('manager@aurora.example') })).statusCode,
      ).toBe(400);
    }
    const unknownDevice = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      // Another company's asset is no device of this one.
      payload: { ...newTicket, relatedDeviceId: demoUuid(DEMO_ASSET_KIND, 200_001) },
      session: as('manager@aurora.example'),
    });
    expect(unknownDevice.json()).toMatchObject({
      fieldErrors: { relatedDeviceId: 'tickets.unknown-device' },
    });
  });

  it('filters by status and free text, sorts and pages deep without overlap', async () => {
    const session = as('manager@aurora.example');
    const pending = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?status=PENDING_CUSTOMER,RESOLVED&pageSize=100`,
      session,
    });
    const statuses = new Set(pending.json<TicketPage>().items.map((item) => item.status));
    expect([...statuses].sort()).toEqual(['PENDING_CUSTOMER', 'RESOLVED']);
    const search = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?q=${encodeURIComponent('vaihteen jonotus')}`,
      session,
    });
    expect(
      search.json<TicketPage>().items.every((item) => item.subject.startsWith('Vaihteen jonotusviesti')),
    ).toBe(true);
    expect(search.json<TicketPage>().total).toBeGreaterThan(0);
    // The demo's requests about an invoice are invoicing requests, not of whatever type came next in a list.
    const invoice = await t.request({ method: 'GET', url: `${AURORA}/tickets?q=laskulla`, session });
    expect(invoice.json<TicketPage>().total).toBeGreaterThan(0);
    expect(new Set(invoice.json<TicketPage>().items.map((item) => item.type))).toEqual(
      new Set(['INVOICING']),
    );
    const bySubject = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?sort=subject&direction=DESC&pageSize=100`,
      session,
    });
    const subjects = bySubject.json<TicketPage>().items.map((item) => item.subject.toLowerCase());
    expect(subjects).toEqual([...subjects].sort().reverse());
    const first = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?offset=100&pageSize=20`,
      session,
    });
    const second = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?offset=110&pageSize=20`,
      session,
    });
    const a = first.json<TicketPage>().items.map((item) => item.id);
    const b = second.json<TicketPage>().items.map((item) => item.id);
    expect(a.slice(10)).toEqual(b.slice(0, a.length - 10));
    const beyond = await t.request({ method: 'GET', url: `${AURORA}/tickets?offset=5000`, session });
    expect(beyond.json<TicketPage>()).toMatchObject({ items: [], offset: 5000 });
  });

  it('caps the count of a huge list but still serves its pages beyond the cap', async () => {
    await t.db.execute(sql`
      insert into tickets (company_id, type, urgency, status, subject, description, created_by_name, created_at)
      select '100003', 'INCIDENT', 'normal', 'SOLVING', 'Massa ' || n, 'Kuvaus', 'Bench', now() - n * interval '1 minute'
      from generate_series(1, 10050) as n`);
    const session = as('dc@kaista.example');
    const first = await t.request({ method: 'GET', url: '/api/businesses/100003/tickets', session });
    expect(first.json()).toMatchObject({ total: 10000, totalCapped: true });
    const deep = await t.request({
      method: 'GET',
      url: '/api/businesses/100003/tickets?offset=10040&pageSize=20',
      session,
    });
    expect(deep.json<TicketPage>().items.length).toBeGreaterThan(0);
    const small = await t.request({ method: 'GET', url: `${AURORA}/tickets?pageSize=1`, session });
    expect(small.json()).toMatchObject({ totalCapped: false });
  });
});
