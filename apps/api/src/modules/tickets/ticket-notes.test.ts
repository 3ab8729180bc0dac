import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketComment } from '@kaista/domain/tickets';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const SECRET = 'Sisäinen-muistiinpano-7f3a: asiakas on hankala';
// Looked for in every customer answer: the marker with its word, since ids in the answers hold any four hex
// digits now and then.
const SECRET_MARK = 'muistiinpano-7f3a';

describe("the desk's internal notes", () => {
  let t: TestApp;
  let manager: string;
  let cc: string;
  let ticket: Ticket;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    cc = await t.login('cc@kaista.example');
    const payload = {
      type: 'INCIDENT',
      urgency: 'normal',
      subject: 'Linja poikki',
      description: 'Ei yhteyttä.',
    };
    ticket = (
      await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: manager, payload })
    ).json<Ticket>();
    await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${ticket.id}/comments`,
      session: cc,
      payload: { body: 'Selvitämme asiaa.' },
    });
  });
  afterAll(() => t.close());

  it('are kept for the desk and never reach any customer answer', async () => {
    const note = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${ticket.id}/notes`,
      session: cc,
      payload: { body: SECRET },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<TicketComment>()).toMatchObject({ internal: true, fromOperator: true });

    const deskComments = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${ticket.id}/comments`,
      session: cc,
    });
    expect(deskComments.json<TicketComment[]>().map((comment) => comment.internal)).toEqual([false, true]);

    const customerReads = [
      `${AURORA}/tickets/${ticket.id}/comments`,
      `${AURORA}/tickets/${ticket.id}`,
      `${AURORA}/tickets/${ticket.id}/timeline`,
      `${AURORA}/tickets?q=${encodeURIComponent('Sisäinen-muistiinpano')}`,
      `${AURORA}/tickets`,
      `${AURORA}/tickets/statistics/non-closed`,
      `${AURORA}/audit`,
      `${AURORA}/audit.csv`,
    ];
    for (const session of [manager, await t.login('user@aurora.example')]) {
      for (const url of customerReads) {
        const response = await t.request({ method: 'GET', url, session });
        expect(response.body, url).not.toContain(SECRET_MARK);
      }
    }
    const customerComments = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${ticket.id}/comments`,
      session: manager,
    });
    expect(customerComments.json<TicketComment[]>()).toHaveLength(1);
  });

  it('are the desk’s to write: a customer gets 403', async () => {
    const response = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${ticket.id}/notes`,
      session: manager,
      payload: { body: 'Minäkin' },
    });
    expect(response.statusCode).toBe(403);
  });
});
