import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@kaista/domain/audit';
import { addIsoDays, helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Ticket } from '@kaista/domain/tickets';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';

describe("the company's audit log of its tickets", () => {
  let t: TestApp;
  let manager: string;
  let cc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    cc = await t.login('cc@kaista.example');
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, session: string, payload?: object) => {
    const response = await t.request({ method, url, session, payload });
    expect(response.statusCode, url).toBeLessThan(300);
    return response;
  };
  const newest = async (count: number) =>
    (
      await t.request({ method: 'GET', url: `${AURORA}/audit?pageSize=${count}`, session: manager })
    ).json<AuditPage>().items;

  it("holds a company user's own tickets, answers, changed details, withdrawals and contact groups", async () => {
    const visitDate = addIsoDays(helsinkiToday(), 20);
    const details = { site: 'HEL2', visitDate, arrivalTime: '09:30', visitors: 'Liisa' };
    const payload = {
      type: 'ESCORTED_ACCESS',
      urgency: 'normal',
      subject: 'Käynti',
      description: 'Huolto.',
      details,
    };
    const visit = (await send('POST', `${AURORA}/tickets`, manager, payload)).json<Ticket>();
    await send('POST', `${AURORA}/tickets/${visit.id}/comments`, manager, { body: 'Tulemme kahdestaan.' });
    const moved = { details: { ...details, visitDate: addIsoDays(helsinkiToday(), 21) } };
    await send('PUT', `${AURORA}/tickets/${visit.id}/details`, manager, moved);
    await send('POST', `${AURORA}/invalidateCase?number=${visit.number}`, manager);
    const group = { name: 'Konesalin kävijät', emails: ['kavijat@aurora.example'] };
    await send('POST', `${AURORA}/contactgroups`, manager, group);

    const entries = await newest(5);
    expect(entries.map((entry) => entry.action)).toEqual([
      'contact-group.create',
      'ticket.withdraw',
      'ticket.details',
      'ticket.comment',
      'ticket.create',
    ]);
    expect(
      entries.every((entry) => entry.operator.name === 'Maria Manninen' && entry.actedFor === null),
    ).toBe(true);
    expect(entries[2]?.subject).toBe(`#${visit.number}: visitDate ${visitDate} → ${moved.details.visitDate}`);
    expect(entries[0]?.subject).toBe('Konesalin kävijät');
  });

  it("leaves out the desk's own work on a ticket, and a write that failed", async () => {
    const before = await newest(1);
    const payload = { type: 'INCIDENT', urgency: 'normal', subject: 'Vika', description: 'Ei yhteyttä.' };
    const ticket = (await send('POST', `${AURORA}/tickets`, cc, payload)).json<Ticket>();
    await send('POST', `${AURORA}/tickets/${ticket.id}/comments`, cc, { body: 'Katsomme.' });
    await send('PUT', `${AURORA}/tickets/${ticket.id}/status`, cc, { status: 'ACCEPTED' });
    const refused = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      session: manager,
      payload: { ...payload, subject: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await newest(1)).toEqual(before);
  });
});
