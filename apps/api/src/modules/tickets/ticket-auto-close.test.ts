import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketEvent } from '@kaista/domain/tickets';
import { jobs, ticketEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTO_CLOSE_ACTOR, AUTO_CLOSE_EVERY_MS, AUTO_CLOSE_JOB, TicketAutoClose } from './ticket-auto-close';
import { TicketsRepo } from './tickets.repo';

const AURORA = '/api/businesses/100001';

describe('a resolved ticket closes by itself', () => {
  let t: TestApp;
  let manager: string;
  let cc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    cc = await t.login('cc@kaista.example');
  });
  afterAll(() => t.close());

  async function resolvedTicket(subject: string): Promise<Ticket> {
    const payload = { type: 'INCIDENT', urgency: 'normal', subject, description: 'Ei ääntä.' };
    const ticket = (
      await t.request({ method: 'POST', url: `${AURORA}/tickets`, session: manager, payload })
    ).json<Ticket>();
    for (const status of ['ACCEPTED', 'RESOLVED'])
      await t.request({
        method: 'PUT',
        url: `${AURORA}/tickets/${ticket.id}/status`,
        session: cc,
        payload: { status },
      });
    return ticket;
  }
  const resolvedDaysAgo = (ticket: Ticket, days: number) =>
    t.db
      .update(ticketEvents)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.toStatus, 'RESOLVED')));
  const read = async (ticket: Ticket) =>
    (
      await t.request({ method: 'GET', url: `${AURORA}/tickets/${ticket.id}`, session: manager })
    ).json<Ticket>();

  it('after the configured days, recorded in the timeline, unless the customer reopened it or it is recent', async () => {
    const old = await resolvedTicket('Vanha ratkaistu');
    const reopened = await resolvedTicket('Asiakas avasi');
    const recent = await resolvedTicket('Tuore ratkaisu');
    await resolvedDaysAgo(old, 15);
    await resolvedDaysAgo(reopened, 15);
    await resolvedDaysAgo(recent, 13);
    const answer = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${reopened.id}/comments`,
      session: manager,
      payload: { body: 'Vika jatkuu yhä.' },
    });
    expect(answer.statusCode).toBe(201);

    expect(await new TicketAutoClose(t.db, new TicketsRepo(t.db), 14).run()).toBe(1);
    expect((await read(old)).status).toBe('CLOSED');
    expect((await read(reopened)).status).toBe('SOLVING');
    expect((await read(recent)).status).toBe('RESOLVED');
    const timeline = (
      await t.request({ method: 'GET', url: `${AURORA}/tickets/${old.id}/timeline`, session: manager })
    ).json<TicketEvent[]>();
    expect(timeline.at(-1)).toMatchObject({
      fromStatus: 'RESOLVED',
      toStatus: 'CLOSED',
      actorName: AUTO_CLOSE_ACTOR,
    });
  });

  it('runs as a scheduled job of the queue, one per hour whichever instance offers it', async () => {
    // The run's template database took the first offer; a test file started in a later hour adds its own.
    const scheduled = await t.db.select().from(jobs).where(eq(jobs.kind, AUTO_CLOSE_JOB));
    expect(scheduled.length).toBeGreaterThan(0);
    for (const job of scheduled)
      expect(job.scheduleKey).toBe(
        `${AUTO_CLOSE_JOB}@${Math.floor(job.createdAt.getTime() / AUTO_CLOSE_EVERY_MS)}`,
      );
  });
});
