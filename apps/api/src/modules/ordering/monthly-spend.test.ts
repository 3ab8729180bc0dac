import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_PAYER } from '../../seed/demo-ids';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { CartDetailsRepo } from './cart-details.repo';

const { aurora } = DEMO_COMPANY;
const TODAY = '2026-11-29';

/**
 * The change impact's current monthly spend (kept sums, corrected by the day) is the sum the billing run
 * would bill today, counted from the services themselves, whatever the services' dates, agreements and cost
 * centres become.
 */
describe('the company’s monthly spend by cost centre', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

  async function counted() {
    const { rows } = (await run(sql`select s.cost_pool_id as id, p.name,
        sum(s.monthly_price_cents)::bigint as cents
      from services s left join cost_pools p on p.company_id = s.company_id and p.id = s.cost_pool_id
      where s.company_id = ${aurora} and s.payer_id is not null and s.contract_start <= ${TODAY}
        and (s.ended_on is null or s.ended_on > ${TODAY})
      group by 1, 2 order by 2`)) as unknown as {
      rows: { id: string | null; name: string | null; cents: unknown }[];
    };
    return rows.map((row) => ({ costCentreId: row.id, name: row.name, monthlyCents: Number(row.cents) }));
  }

  const spend = () => new CartDetailsRepo(database.db).monthlySpend(aurora, TODAY);

  /** Services of the company's first cost centre, dated and billed as the test gives, 10 € a month each. */
  async function addServices(label: string, start: string, endedOn: string | null, payer: string | null) {
    await run(sql`insert into services (company_id, id, number, number_type, type, status, package_code,
        package_name, monthly_price_cents, contract_start, ended_on, payer_id, cost_pool_id)
      select ${aurora}, gen_random_uuid(), '+35850777' || ${label} || n, 'VOICE_POSTPAID', 'mobile', 'ACTIVE',
        'SPEND_TEST', 'Testi', 1000, ${start}, ${endedOn}, ${payer},
        (select id from cost_pools where company_id = ${aurora} order by id limit 1)
      from generate_series(1, 3) as n`);
  }

  it('matches a recount from the services through every change that moves it', async () => {
    const before = await spend();
    expect(before.length).toBeGreaterThan(0);
    expect(before).toEqual(await counted());

    await addServices('1', '2026-01-01', null, DEMO_PAYER.aurora);
    await addServices('2', '2027-01-01', null, DEMO_PAYER.aurora);
    await addServices('3', '2026-01-01', '2027-06-30', DEMO_PAYER.aurora);
    await addServices('4', '2026-01-01', '2026-10-31', DEMO_PAYER.aurora);
    await addServices('5', '2026-01-01', null, null);
    const added = await spend();
    expect(added).toEqual(await counted());
    // Counted: the started ones without an end and those ending later; not the later start, the ended or the unbilled.
    const total = (rows: { monthlyCents: number }[]) => rows.reduce((sum, row) => sum + row.monthlyCents, 0);
    expect(total(added) - total(before)).toBe(6000);

    await run(sql`update services set ended_on = ${TODAY} where package_code = 'SPEND_TEST'
      and number like '+358507771%' and number like '%1'`);
    await run(sql`update services set payer_id = ${DEMO_PAYER.aurora} where package_code = 'SPEND_TEST'
      and payer_id is null`);
    await run(sql`update services set cost_pool_id = null, monthly_price_cents = 2500
      where package_code = 'SPEND_TEST' and number like '+358507773%'`);
    expect(await spend()).toEqual(await counted());

    await run(sql`delete from services where package_code = 'SPEND_TEST'`);
    expect(await spend()).toEqual(before);
  });
});
