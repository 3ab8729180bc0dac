import { EXPIRING_DOCUMENTS_SHOWN, expiryWindowEnd, type HomeSummary } from '@kaista/domain/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const { aurora, pohjola } = DEMO_COMPANY;
const home = (company: string) => `/api/businesses/${company}/dashboard`;

/** The day `days` days from `today` ('YYYY-MM-DD'), negative for the past. */
const dayFrom = (today: string, days: number) => expiryWindowEnd(today, days);

describe('the documents expiring soon on home', () => {
  let t: TestApp;
  let manager: string;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp();
    [manager, employee] = await Promise.all([
      t.login('manager@aurora.example'),
      t.login('employee@aurora.example'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const summary = async (company: string, session: string) => {
    const response = await t.request({ method: 'GET', url: home(company), session });
    expect(response.statusCode).toBe(200);
    return response.json<HomeSummary>();
  };
  const addDocument = (company: string, name: string, category: string, validUntil: string) =>
    t.db.execute(sql`insert into documents (company_id, name, file_type, size_bytes, category, valid_until,
      published_by_operator, updated_by_name)
      values (${company}, ${name}, 'pdf', 1000, ${category}, ${validUntil}, true, 'Daniel Koordinaattori')`);

  it('counts every document ending from today to 60 days ahead and lists the soonest first', async () => {
    const { today } = await summary(pohjola, manager);
    await addDocument(pohjola, 'Ended yesterday.pdf', 'CONTRACT', dayFrom(today, -1));
    await addDocument(pohjola, 'Ends today.pdf', 'CONTRACT', today);
    await addDocument(pohjola, 'Ends in 60 days.pdf', 'PRICE_LIST', dayFrom(today, 60));
    await addDocument(pohjola, 'Ends in 61 days.pdf', 'PRICE_LIST', dayFrom(today, 61));
    for (const days of [30, 20, 10, 40, 50])
      await addDocument(pohjola, `In ${days}.pdf`, 'CONTRACT', dayFrom(today, days));

    const body = await summary(pohjola, manager);
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from documents where company_id = ${pohjola}
        and valid_until between ${today} and ${dayFrom(today, 60)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(body.documents?.expiring).toBe(counted.rows[0]!.n);
    expect(body.documents?.expiring).toBeGreaterThanOrEqual(7);
    const soonest = body.documents?.soonest ?? [];
    expect(soonest).toHaveLength(EXPIRING_DOCUMENTS_SHOWN);
    expect(soonest[0]).toMatchObject({ name: 'Ends today.pdf', category: 'CONTRACT', validUntil: today });
    expect(soonest.map((document) => document.validUntil)).toEqual(
      soonest.map((document) => document.validUntil).toSorted(),
    );
    expect(soonest.map((document) => document.name)).not.toContain('Ended yesterday.pdf');
  });

  it('tells an empty company so, and another company’s documents are not counted', async () => {
    const { today } = await summary(aurora, manager);
    await t.db.execute(sql`update documents set valid_until = null where company_id = ${aurora}`);
    await addDocument(pohjola, 'Pohjola only.pdf', 'CONTRACT', dayFrom(today, 5));
    expect((await summary(aurora, manager)).documents).toEqual({ expiring: 0, soonest: [] });
  });

  it('is left out, unread, for a user who may not read documents', async () => {
    expect((await summary(aurora, employee)).documents).toBeNull();
  });
});
