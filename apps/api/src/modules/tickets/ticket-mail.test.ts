import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays, helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Ticket } from '@kaista/domain/tickets';
import { emailOutbox, jobs } from '../../db/schema';
import { multipartFile, PNG_BYTES } from '../../test/multipart';
import { createTestApp, TEST_HOST, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const CUSTOMER = 'manager@aurora.example';

describe("the customer's e-mail when the desk answers, and the desk's when the customer does", () => {
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

  it('mails the creator the day when the desk accepts a visit, and nothing when it accepts a ticket without one', async () => {
    const { ticket, url, dc } = await takenVisit('Huoltokäynti HEL2');
    const incident = await newTicket('Hyväksytty vika');
    expect((await move(incident, 'ACCEPTED')).statusCode).toBe(200);
    const accepted = await t.request({
      method: 'PUT',
      url: url('status'),
      session: dc,
      payload: { status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);

    const [mail] = await awaitMails('Huoltokäynti HEL2', 1);
    const [year, month, day] = ticket.details.visitDate!.split('-');
    expect(mail?.recipient).toBe(CUSTOMER);
    expect(mail?.subject).toBe(
      `Ditt supportärende #${ticket.number} för ${day}.${month}.${year} 09:30 har tagits emot`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout('Hyväksytty vika')).toEqual([]);
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

  /** A visit of the customer's, taken by the delivery coordinator, whose language is English. */
  const takenVisit = async (subject: string) => {
    const dc = await t.login('dc@kaista.example');
    const info = await t.request({ method: 'GET', url: '/api/users/self/info', session: dc });
    const profile = { userLanguage: 'en' };
    await t.request({ method: 'PUT', url: '/api/users/self/profile', session: dc, payload: profile });
    const details = {
      site: 'HEL2',
      visitDate: addIsoDays(helsinkiToday(), 20),
      arrivalTime: '09:30',
      visitors: 'Liisa',
    };
    const payload = { type: 'ESCORTED_ACCESS', urgency: 'normal', subject, description: 'Huolto.', details };
    const created = await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: manager, payload });
    const ticket = created.json<Ticket>();
    const assignee = { assigneeId: info.json<{ uid: string }>().uid };
    const url = (path: string) => `${AURORA}/tickets/${ticket.id}/${path}`;
    const taken = await t.request({ method: 'PUT', url: url('assignee'), session: dc, payload: assignee });
    expect(taken.statusCode).toBe(200);
    const moved = { details: { ...details, visitDate: addIsoDays(helsinkiToday(), 21) } };
    return { ticket, dc, url, moved };
  };

  it('mails the desk member who has the ticket, in their language, when the customer answers, moves a visit or withdraws it', async () => {
    // A subject's own braces are not filled in.
    const subject = 'Käynti HEL2 {company}';
    const { ticket, url, moved } = await takenVisit(subject);
    const answer = { body: 'Tulemme kahdestaan.' };
    const answered = await t.request({
      method: 'POST',
      url: url('comments'),
      session: manager,
      payload: answer,
    });
    expect(answered.statusCode).toBe(201);
    const changed = await t.request({ method: 'PUT', url: url('details'), session: manager, payload: moved });
    expect(changed.statusCode).toBe(200);
    const withdrawn = await t.request({
      method: 'POST',
      url: `${AURORA}/invalidateCase?number=${ticket.number}`,
      session: manager,
    });
    expect(withdrawn.statusCode).toBe(200);

    const mails = await awaitMails(subject, 3);
    expect(mails.every((mail) => mail.recipient === 'dc@kaista.example')).toBe(true);
    expect(mails.map((mail) => mail.subject).reverse()).toEqual([
      `The customer answered support request #${ticket.number}`,
      `The customer changed the details of support request #${ticket.number}`,
      `The customer withdrew support request #${ticket.number}`,
    ]);
    expect(mails[1]?.body).toContain(
      `Aurora Logistics Oy changed the details of the support request #${ticket.number} "${subject}"`,
    );
    expect(mails[0]?.body).toContain(`http://${TEST_HOST}/100001/tickets/${ticket.id}`);
  });

  it('hands a ticket waiting on the customer back to the desk when the customer sends a file instead of an answer, mailing its desk member once', async () => {
    const subject = 'Kuvakaappaus pyydetty';
    const { ticket, url } = await takenVisit(subject);
    expect((await move(ticket, 'SOLVING')).statusCode).toBe(200);
    expect((await move(ticket, 'PENDING_CUSTOMER')).statusCode).toBe(200);
    const send = (fileName: string) =>
      t.request({
        method: 'POST',
        url: url('attachments'),
        session: manager,
        ...multipartFile(fileName, PNG_BYTES),
      });
    expect((await send('virhe.png')).statusCode).toBe(201);
    const read = await t.request({ method: 'GET', url: `${AURORA}/tickets/${ticket.id}`, session: manager });
    expect(read.json<Ticket>().status).toBe('SOLVING');
    // A second file of the same answer finds the ticket with the desk already: no second mail.
    expect((await send('virhe-2.png')).statusCode).toBe(201);

    await awaitMails(subject, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toDesk = (await mailsAbout(subject)).filter((mail) => mail.recipient === 'dc@kaista.example');
    expect(toDesk.map((mail) => mail.subject)).toEqual([
      `The customer answered support request #${ticket.number}`,
    ]);
  });

  it("mails no one of the desk for the desk's own answer and change, nor for a ticket nobody has", async () => {
    const { url, dc, moved } = await takenVisit('Oma muutos');
    await t.request({ method: 'POST', url: url('comments'), session: cc, payload: { body: 'Katsomme.' } });
    const changed = await t.request({ method: 'PUT', url: url('details'), session: dc, payload: moved });
    expect(changed.statusCode).toBe(200);
    const unassigned = await newTicket('Kukaan ei käsittele');
    const comments = `${AURORA}/tickets/${unassigned.id}/comments`;
    await t.request({ method: 'POST', url: comments, session: manager, payload: { body: 'Hei?' } });

    await awaitMails('Oma muutos', 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsAbout('Oma muutos')).map((mail) => mail.recipient)).toEqual([CUSTOMER]);
    expect(await mailsAbout('Kukaan ei käsittele')).toEqual([]);
  });
});
