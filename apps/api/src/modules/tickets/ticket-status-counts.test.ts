import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSED_TICKET_STATUSES,
  TICKET_STATUSES,
  type TicketPage,
  type TicketStatistics,
  type TicketSummary,
} from '@kaista/domain/tickets';
import { tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA_ID = '100001';
const AURORA = `/api/businesses/${AURORA_ID}`;

/**
 * The badge and the list totals read counters kept by triggers (docs/decisions/007): whatever changes the
 * tickets, they must answer what counting the tickets themselves answers.
 */
describe('ticket counts kept with the tickets', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => (await t.request({ method: 'GET', url, session: manager })).json<T>();
  const recount = async () => {
    const rows = await t.db
      .select({ status: tickets.status, tickets: count() })
      .from(tickets)
      .where(eq(tickets.companyId, AURORA_ID))
      .groupBy(tickets.status);
    return new Map(rows.map((row) => [row.status, row.tickets]));
  };
  const expectCountsToMatchRecount = async () => {
    const counted = await recount();
    const { statusCounts } = await get<TicketStatistics>(`${AURORA}/tickets/statistics/non-closed`);
    for (const status of TICKET_STATUSES.filter((s) => !CLOSED_TICKET_STATUSES.includes(s)))
      expect(statusCounts[status], status).toBe(counted.get(status) ?? 0);
    for (const status of TICKET_STATUSES) {
      const page = await get<TicketPage>(`${AURORA}/tickets?status=${status}&pageSize=1`);
      expect(page.total, status).toBe(counted.get(status) ?? 0);
    }
    const all = await get<TicketPage>(`${AURORA}/tickets?pageSize=1`);
    expect(all.total).toBe([...counted.values()].reduce((sum, n) => sum + n, 0));
  };

  it('answers the badge and the totals as a recount does while tickets are created, answered and withdrawn', async () => {
    await expectCountsToMatchRecount();
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      session: manager,
      payload: { type: 'INCIDENT', urgency: 'normal', subject: 'Laskuri', description: 'Lasketaanko?' },
    });
    expect(created.statusCode).toBe(201);
    await expectCountsToMatchRecount();

    const [waiting] = (await get<TicketPage>(`${AURORA}/tickets?status=PENDING_CUSTOMER&pageSize=1`)).items;
    const answer = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${waiting!.id}/comments`,
      session: manager,
      payload: { body: 'Tässä pyytämänne tiedot.' },
    });
    expect(answer.statusCode).toBe(201);
    await expectCountsToMatchRecount();

    const withdrawn = await t.request({
      method: 'POST',
      url: `${AURORA}/invalidateCase?number=${created.json<TicketSummary>().number}`,
      session: manager,
    });
    expect(withdrawn.statusCode).toBe(200);
    await expectCountsToMatchRecount();
  });

  it('serves a page near the end of the list in the same order as reading the list the other way round', async () => {
    for (const filter of ['', '&status=SOLVING,UNTOUCHED,RESOLVED']) {
      const { total } = await get<TicketPage>(`${AURORA}/tickets?pageSize=1${filter}`);
      const oldestFirst = await get<TicketPage>(`${AURORA}/tickets?direction=ASC&pageSize=20${filter}`);
      const nearTheEnd = await get<TicketPage>(`${AURORA}/tickets?offset=${total - 20}&pageSize=20${filter}`);
      expect(nearTheEnd.items.map((item) => item.id)).toEqual(
        oldestFirst.items.map((item) => item.id).reverse(),
      );
      const lastFew = await get<TicketPage>(`${AURORA}/tickets?offset=${total - 3}&pageSize=20${filter}`);
      expect(lastFew.items.map((item) => item.id)).toEqual(nearTheEnd.items.slice(-3).map((item) => item.id));
    }
  });
});
