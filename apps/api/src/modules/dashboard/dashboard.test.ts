import { OWN_REQUESTS_SHOWN, spendMonths, type HomeSummary } from '@kaista/domain/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const { aurora, kettu, pohjola } = DEMO_COMPANY;
const home = (company: string) => `/api/businesses/${company}/dashboard`;

describe('the home summary', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let employee: string;
  let rep: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    [manager, user, employee, rep, dc] = await Promise.all([
      t.login('manager@aurora.example'),
      t.login('user@aurora.example'),
      t.login('employee@aurora.example'),
      t.login('rep@kettu.example'),
      t.login('dc@kaista.example'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const summary = async (company: string, session: string) => {
    const response = await t.request({ method: 'GET', url: home(company), session });
    expect(response.statusCode).toBe(200);
    return response.json<HomeSummary>();
  };
  const scalar = async (query: ReturnType<typeof sql>) => {
    // Both drivers (PGlite, node-postgres) answer raw SQL with its rows.
    const result = (await t.db.execute(query)) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0]?.n);
  };

  it('gives the manager every part, each figure exactly what the list behind it holds', async () => {
    const body = await summary(aurora, manager);
    expect(body.tickets?.pendingCustomer).toBe(
      await scalar(
        sql`select count(*) as n from tickets where company_id = ${aurora} and status = 'PENDING_CUSTOMER'`,
      ),
    );
    expect(body.tickets?.pendingCustomer).toBeGreaterThan(0);
    expect(body.orderRequests?.pendingApproval).toBe(
      await scalar(
        sql`select count(*) as n from order_requests where company_id = ${aurora} and status = 'PENDING_APPROVAL'`,
      ),
    );
    expect(body.invoices?.due).toBe(
      await scalar(sql`select count(*) as n from invoices where company_id = ${aurora} and payments_known
        and paid_cents <= 0 and paid_cents < total_cents and due_date < ${body.today}`),
    );
    const months = spendMonths(body.today);
    expect(body.invoices?.spend.map((month) => month.month)).toEqual(months);
    expect(body.invoices?.spend.reduce((sum, month) => sum + month.totalCents, 0)).toBe(
      await scalar(sql`select coalesce(sum(total_cents), 0) as n from invoices where company_id = ${aurora}
        and to_char(invoice_date, 'YYYY-MM') >= ${months[0]} and to_char(invoice_date, 'YYYY-MM') <= ${months.at(-1)}`),
    );
    expect(body.orders?.errored).toBe(
      await scalar(sql`select count(*) as n from orders where company_id = ${aurora} and status = 'ERRORED'`),
    );
    expect(body.orders?.waiting.map((entry) => entry.status)).toEqual(['HOLD', 'PENDING']);
    const latest = body.orders?.latest ?? [];
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.map((order) => order.createdAt)).toEqual(
      latest
        .map((order) => order.createdAt)
        .toSorted()
        .reverse(),
    );
    const services = body.services?.byStatus ?? [];
    expect(services.reduce((sum, entry) => sum + entry.count, 0)).toBe(
      await scalar(sql`select count(*) as n from services where company_id = ${aurora}`),
    );
    expect(services.every((entry) => entry.count > 0)).toBe(true);
  });

  it('keeps the subscriptions by status exact through a change of status and a removal', async () => {
    const byStatus = async () =>
      Object.fromEntries(
        ((await summary(pohjola, manager)).services?.byStatus ?? []).map((entry) => [
          entry.status,
          entry.count,
        ]),
      );
    const counted = async () =>
      Object.fromEntries(
        (
          (await t.db.execute(
            sql`select status, count(*)::int as n from services where company_id = ${pohjola} group by status`,
          )) as unknown as { rows: { status: string; n: number }[] }
        ).rows.map((row) => [row.status, row.n]),
      );
    const [one] = (
      (await t.db.execute(
        sql`select id from services where company_id = ${pohjola} and status = 'ACTIVE' limit 2`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await t.db.execute(
      sql`update services set status = 'TERMINATED' where company_id = ${pohjola} and id = ${one!.id}`,
    );
    expect(await byStatus()).toEqual(await counted());
    await t.db.execute(sql`delete from services where company_id = ${pohjola} and id = ${one!.id}`);
    expect(await byStatus()).toEqual(await counted());
  });

  it('keeps the monthly spend exact through a credit note, a changed total and a removal', async () => {
    const spend = async () =>
      Object.fromEntries(
        ((await summary(pohjola, manager)).invoices?.spend ?? []).map((month) => [
          month.month,
          month.totalCents,
        ]),
      );
    const summed = async () =>
      Object.fromEntries(
        (
          (await t.db.execute(
            sql`select to_char(invoice_date, 'YYYY-MM') as month, sum(total_cents)::bigint as n from invoices
              where company_id = ${pohjola} group by 1`,
          )) as unknown as { rows: { month: string; n: string }[] }
        ).rows.map((row) => [row.month, Number(row.n)]),
      );
    const expectSame = async () => {
      const shown = await spend();
      const all = await summed();
      expect(shown).toEqual(Object.fromEntries(Object.keys(shown).map((month) => [month, all[month] ?? 0])));
    };
    const [invoice] = (
      (await t.db.execute(
        sql`select id from invoices where company_id = ${pohjola} order by invoice_date desc limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    expect(invoice).toBeDefined();
    await t.db.execute(
      sql`update invoices set total_cents = total_cents + 12345 where company_id = ${pohjola} and id = ${invoice!.id}`,
    );
    await expectSame();
    await t.db.execute(sql`delete from invoices where company_id = ${pohjola} and id = ${invoice!.id}`);
    await expectSame();
  });

  it('leaves out every part the caller may not read', async () => {
    const reader = await summary(aurora, user);
    // Tickets that await an answer are not the business of someone who may only read them.
    expect(reader.tickets).toBeNull();
    expect(reader.services).not.toBeNull();
    expect(reader.orders).not.toBeNull();
    expect(reader.invoices).toBeNull();
    expect(reader.orderRequests).toBeNull();

    const onlyRequests = await summary(aurora, employee);
    expect(onlyRequests).toMatchObject({
      tickets: null,
      orderRequests: null,
      invoices: null,
      orders: null,
      services: null,
    });
    // An approver's pending count holds their own requests with everyone else's.
    expect((await summary(aurora, manager)).ownRequests).toBeNull();
    expect(reader.ownRequests).toBeNull();
  });

  it('gives a requester their own requests: how many wait, and the latest with a decline’s reason', async () => {
    const before = (await summary(aurora, employee)).ownRequests!;
    expect(before.pending).toBe(
      await scalar(sql`select count(*) as n from order_requests where company_id = ${aurora}
        and requester_id = ${DEMO_USER.employee} and status = 'PENDING_APPROVAL'`),
    );
    expect(before.latest).toHaveLength(OWN_REQUESTS_SHOWN);
    // The seed's latest are one done, one declined and one waiting, the newest first.
    expect(before.latest.map((request) => request.status)).toEqual([
      'COMPLETED',
      'REJECTED',
      'PENDING_APPROVAL',
    ]);
    const waiting = before.latest[2]!;

    const requests = `/api/businesses/${aurora}/users/${DEMO_USER.manager}/orderrequests`;
    const declined = await t.request({
      method: 'POST',
      url: `${requests}/${waiting.id}/updatestatus?status=REJECTED`,
      session: manager,
      payload: 'Puhelimesi vaihtuu vasta ensi vuonna.',
      headers: { 'content-type': 'text/plain', 'if-match': '"1"' },
    });
    expect(declined.statusCode).toBe(200);

    const after = (await summary(aurora, employee)).ownRequests!;
    expect(after.pending).toBe(before.pending - 1);
    expect(after.latest[2]).toMatchObject({
      id: waiting.id,
      status: 'REJECTED',
      reason: 'Puhelimesi vaihtuu vasta ensi vuonna.',
      decidedByName: 'Maria Manninen',
    });
  });

  it('is for those with a home page in the company, and another company is not found', async () => {
    expect((await summary(kettu, dc)).tickets).not.toBeNull();
    expect((await t.request({ method: 'GET', url: home(kettu), session: rep })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: home(kettu), session: manager })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: home(aurora) })).statusCode).toBe(401);
  });
});
