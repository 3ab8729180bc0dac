import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@kaista/domain/tickets';
import { emailOutbox, jobs } from '../../db/schema';
import { createTestApp, TEST_HOST, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const CUSTOMER = 'manager@aurora.example';

describe("the customer's e-mail when the desk answers", () => {
  let t: TestApp;
  let manager: string;
  let cc: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { ticketAutoCloseDays: 9 } });
    manager = await t.login(CUSTOMER);
    cc = await t.login('cc@kaista.example');
  });
  afterAll(() => t.close());

  const newTicket = async (subject: string, contactGroupId?: string) => {
    const payload = {
      type: 'INCIDENT',
      urgency: 'normal',
      subject,
      description: 'Ei ääntä.',
      contactGroupId,
    };
    const response = await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: manager, payload });
    return response.json<Ticket>();
  };
  const mailsAbout = async (subject: string) =>
    (await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id))).filter((mail) =>
      mail.body.includes(`"${subject}"`),
    );
  /** The job queue sends after the answer: wait until the outbox holds this many mails about the ticket. */
  const awaitMails = async (subject: string, count: number) => {
    for (let tries = 0; tries < 100 && (await mailsAbout(subject)).length < count; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return mailsAbout(subject);
  };
  const move = (ticket: Ticket, status: string) =>
    t.request({
      method: 'PUT',
      url: `${AURORA}/tickets/${ticket.id}/status`,
      session: cc,
      payload: { status },
    });

  it('mails the creator in their language, with a link, on a reply, a question and the resolution', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: manager,
      payload: { userLanguage: 'sv' },
    });
    const ticket = await newTicket('Växeln tyst');
    const url = (path: string) => `${AURORA}/tickets/${ticket.id}/${path}`;
    await t.request({ method: 'POST', url: url('comments'), session: cc, payload: { body: 'Tarkistamme.' } });
    await t.request({ method: 'POST', url: url('notes'), session: cc, payload: { body: 'Sisäinen.' } });
    expect((await move(ticket, 'ACCEPTED')).statusCode).toBe(200);
    expect((await move(ticket, 'PENDING_CUSTOMER')).statusCode).toBe(200);
    expect((await move(ticket, 'RESOLVED')).statusCode).toBe(200);

    const mails = await awaitMails('Växeln tyst', 3);
    expect(mails.map((mail) => mail.subject).reverse()).toEqual([
      `Kundtjänst svarade på ditt supportärende #${ticket.number}`,
      `Ditt supportärende #${ticket.number} väntar på ditt svar`,
      `Ditt supportärende #${ticket.number} är löst`,
    ]);
    expect(mails.every((mail) => mail.recipient === CUSTOMER)).toBe(true);
    expect(mails[0]?.body).toContain('om 9 dagar');
    expect(mails[0]?.body).toContain(`http://${TEST_HOST}/100001/tickets/${ticket.id}`);
    expect(mails.some((mail) => mail.body.includes('Sisäinen'))).toBe(false);
  });

  it("also mails every address of the ticket's contact group, once each", async () => {
    const groups = await t.request({ method: 'GET', url: `${AURORA}/contactgroups`, session: manager });
    const talous = groups
      .json<{ items: { id: string; name: string }[] }>()
      .items.find((g) => g.name === 'Talous');
    const ticket = await newTicket('Lasku kateissa', talous?.id);
    expect((await move(ticket, 'ACCEPTED')).statusCode).toBe(200);
    expect((await move(ticket, 'RESOLVED')).statusCode).toBe(200);
    const mails = await awaitMails('Lasku kateissa', 3);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'cfo@example.com',
      CUSTOMER,
      'talous@example.com',
    ]);
  });

  it("sends nothing for the customer's own answer and nothing inside the request: the queue holds the job", async () => {
    const ticket = await newTicket('Oma vastaus');
    await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${ticket.id}/comments`,
      session: manager,
      payload: { body: 'Lisätietoa.' },
    });
    expect((await move(ticket, 'SOLVING')).statusCode).toBe(200);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'tickets.customer-mail'));
    expect(queued.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout('Oma vastaus')).toEqual([]);
  });
});
