import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { asText, useRecountDatabase } from './recount-kit';

const { aurora, pohjola } = DEMO_COMPANY;

/**
 * Decision 015: the invoice lines' sums per company, month, service type and cost centre, and the orders' counts per
 * status, stay equal to a recount through every kind of change, whatever statement makes it.
 */
describe('sums and counts kept by triggers', () => {
  const database = useRecountDatabase();
  const { rows } = database;

  /** The kept spend rows that have lines, against the same sums counted from the lines. */
  async function expectSpendExact(): Promise<void> {
    const kept = await rows(sql`select company_id, to_char(month, 'YYYY-MM') as month, service_type,
        cost_pool_key::text as pool, net_cents::bigint as net, lines::bigint as lines
      from company_spend_type_months where lines <> 0 order by 1, 2, 3, 4`);
    const counted = await rows(sql`select l.company_id, to_char(i.invoice_date, 'YYYY-MM') as month,
        l.service_type, coalesce(l.cost_pool_id, '00000000-0000-0000-0000-000000000000')::text as pool,
        sum(l.net_cents)::bigint as net, count(*)::bigint as lines
      from invoice_lines l join invoices i on i.company_id = l.company_id and i.id = l.invoice_id
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(asText(kept)).toEqual(asText(counted));
    const stale = await rows(sql`select 1 from company_spend_type_months where lines = 0 and net_cents <> 0`);
    expect(stale).toHaveLength(0);
  }

  async function expectOrderCountsExact(): Promise<void> {
    const kept = await rows(sql`select company_id, status, to_char(month, 'YYYY-MM') as month,
        sum(orders)::bigint as n
      from order_status_months group by 1, 2, 3 having sum(orders) <> 0`);
    const counted = await rows(sql`select company_id, status,
        to_char(created_at at time zone 'Europe/Helsinki', 'YYYY-MM') as month, count(*)::bigint as n
      from orders group by 1, 2, 3`);
    expect(asText(kept)).toEqual(asText(counted));
  }

  async function expectServiceCountsExact(): Promise<void> {
    const kept = await rows(sql`select company_id, status, cost_pool_key::text as pool, package_code,
        services::bigint as n, monthly_cents::bigint as cents
      from service_usage_counts where services <> 0 or monthly_cents <> 0`);
    const counted = await rows(sql`select company_id, status,
        coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000')::text as pool, package_code,
        count(*)::bigint as n, sum(monthly_price_cents)::bigint as cents
      from services group by 1, 2, 3, 4`);
    expect(asText(kept)).toEqual(asText(counted));
  }

  /** The kept billing sums (the services billed monthly that have no end date) against a recount. */
  async function expectBillingSumsExact(): Promise<void> {
    const kept = await rows(sql`select company_id, cost_pool_key::text as pool, sum(services)::bigint as n,
        sum(monthly_cents)::bigint as cents
      from service_billing_sums group by 1, 2 having sum(services) <> 0 or sum(monthly_cents) <> 0`);
    const counted = await rows(sql`select company_id,
        coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000')::text as pool, count(*)::bigint as n,
        sum(monthly_price_cents)::bigint as cents
      from services where payer_id is not null and ended_on is null group by 1, 2`);
    expect(asText(kept)).toEqual(asText(counted));
  }

  it('holds the demo dataset’s sums and counts from the migration and the seed', async () => {
    expect((await rows(sql`select 1 from company_spend_type_months`)).length).toBeGreaterThan(0);
    await expectSpendExact();
    await expectOrderCountsExact();
    await expectServiceCountsExact();
    await expectBillingSumsExact();
  });

  it('follows invoice lines written, changed and removed, and invoices moved and deleted', async () => {
    const invoiceId = '7f000000-0000-4000-8000-000000000014';
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into invoices (company_id, id, number, kind, payer_id, payer_name,
          invoice_type, delivery_channel, invoice_date, due_date, period_start, period_end, reference_number,
          net_cents, vat_cents, total_cents)
        values (${pohjola}, ${invoiceId}, 'T-014', 'INVOICE', '7f000000-0000-4000-8000-0000000000aa',
          'Testisopimus', 'CORPORATE_CUSTOMER_INVOICE', 'EMAIL_PDF', '2026-03-05', '2026-03-19',
          '2026-02-01', '2026-02-28', '1234561', 3000, 765, 3765)`);
      await tx.execute(sql`insert into invoice_lines (company_id, invoice_id, line_no, description,
          service_type, period_start, period_end, quantity, unit_price_cents, net_cents,
          vat_rate_basis_points, vat_cents)
        select ${pohjola}, ${invoiceId}, n, 'Rivi ' || n, case when n % 2 = 0 then 'mobile' else 'broadband' end,
          '2026-02-01', '2026-02-28', 1, 1000, 1000, 2550, 255
        from generate_series(1, 3) as n`);
    });
    await expectSpendExact();

    await database.db.execute(sql`update invoice_lines set net_cents = -400, service_type = 'fixed'
      where company_id = ${pohjola} and invoice_id = ${invoiceId} and line_no = 1`);
    await expectSpendExact();

    // A line moved to a cost centre and back to none: its sum moves between the centres.
    await database.db
      .execute(sql`update invoice_lines set cost_pool_id = '7f000000-0000-4000-8000-0000000000cc'
      where company_id = ${pohjola} and invoice_id = ${invoiceId} and line_no = 3`);
    await expectSpendExact();
    await database.db.execute(sql`update invoice_lines set cost_pool_id = null
      where company_id = ${pohjola} and invoice_id = ${invoiceId} and line_no in (1, 3)`);
    await expectSpendExact();

    // The invoice moves to another month: its lines' sums move with it.
    await database.db.execute(sql`update invoices set invoice_date = '2026-04-02'
      where company_id = ${pohjola} and id = ${invoiceId}`);
    await expectSpendExact();
    // A change of an invoice that keeps its month moves nothing.
    await database.db.execute(
      sql`update invoices set paid_cents = total_cents where company_id = ${pohjola}`,
    );
    await expectSpendExact();

    await database.db.execute(sql`delete from invoice_lines
      where company_id = ${pohjola} and invoice_id = ${invoiceId} and line_no = 2`);
    await expectSpendExact();

    // Deleting the invoice deletes its last line by the cascade, counted off once.
    await database.db.execute(sql`delete from invoices where company_id = ${pohjola} and id = ${invoiceId}`);
    await expectSpendExact();
    const april = await rows(sql`select lines from company_spend_type_months
      where company_id = ${pohjola} and month = '2026-04-01' and lines <> 0`);
    const aprilCounted = await rows(sql`select 1 from invoice_lines l join invoices i
      on i.company_id = l.company_id and i.id = l.invoice_id
      where l.company_id = ${pohjola} and i.invoice_date >= '2026-04-01' and i.invoice_date < '2026-05-01'`);
    expect(april.length > 0).toBe(aprilCounted.length > 0);
  });

  it('keeps nothing of a transaction that fails', async () => {
    const before = await rows(sql`select sum(net_cents)::bigint as net from company_spend_type_months`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update invoice_lines set net_cents = net_cents + 1 where company_id = ${aurora}`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows(sql`select sum(net_cents)::bigint as net from company_spend_type_months`)).toEqual(
      before,
    );
    await expectSpendExact();
  });

  it('follows orders created, moved between statuses and deleted', async () => {
    const [order] = await rows(sql`select id from orders where company_id = ${aurora} order by id limit 1`);
    await database.db.execute(sql`update orders set status = 'ERRORED'
      where company_id = ${aurora} and id = ${order!.id as string}`);
    await expectOrderCountsExact();
    await database.db.execute(sql`update orders set status = 'HOLD'
      where company_id = ${aurora} and status in ('PENDING', 'INPROGRESS')`);
    await expectOrderCountsExact();
    await database.db.execute(sql`insert into orders (company_id, cart_code, user_id, user_name, status,
        order_type, manual_check_required, one_time_cents, monthly_cents)
      select ${pohjola}, gen_random_uuid(), 'kept-sums-test', 'Testi Tilaaja', 'PENDING', 'NEW', false, 0, 0
      from generate_series(1, 3)`);
    await expectOrderCountsExact();
    await database.db.execute(sql`delete from orders where user_id = 'kept-sums-test'`);
    await expectOrderCountsExact();
  });

  it('keeps the order counts exact when transactions on several connections place and move orders at once', async () => {
    const placeAndMove = (n: number) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into orders (company_id, cart_code, user_id, user_name, status,
            order_type, manual_check_required, one_time_cents, monthly_cents)
          values (${aurora}, gen_random_uuid(), 'kept-sums-parallel', 'Testi Tilaaja', 'SUBMITTED', 'NEW',
            false, ${n}, 0)`);
        await tx.execute(sql`update orders set status = 'INPROGRESS'
          where user_id = 'kept-sums-parallel' and one_time_cents = ${n}`);
      });
    await Promise.all(Array.from({ length: 12 }, (_, n) => placeAndMove(n)));
    await expectOrderCountsExact();
    await database.db.execute(sql`delete from orders where user_id = 'kept-sums-parallel'`);
    await expectOrderCountsExact();
  });

  it('follows services created, moved to another cost centre, package or status, repriced and removed', async () => {
    const [pool] = await rows(
      sql`select id from cost_pools where company_id = ${aurora} order by id limit 1`,
    );
    await database.db.execute(sql`update services set cost_pool_id = ${pool!.id as string}
      where company_id = ${aurora} and id in (select id from services where company_id = ${aurora}
        order by id limit 3)`);
    await expectServiceCountsExact();
    await expectBillingSumsExact();
    await database.db.execute(sql`update services set cost_pool_id = null, status = 'TERMINATED',
        monthly_price_cents = monthly_price_cents + 100, package_code = 'KEPT_SUMS_TEST'
      where company_id = ${aurora} and id in (select id from services where company_id = ${aurora}
        order by id desc limit 2)`);
    await expectServiceCountsExact();
    await expectBillingSumsExact();
    await database.db.execute(sql`insert into services (company_id, id, number, number_type, type, status,
        iccid, package_code, package_name, monthly_price_cents, contract_start)
      select ${pohjola}, gen_random_uuid(), '+35850999000' || n, 'VOICE_POSTPAID', 'mobile', 'ACTIVE',
        '8935809999900000000' || n, 'KEPT_SUMS_TEST', 'Testi', 1990, '2026-01-01'
      from generate_series(1, 3) as n`);
    await expectServiceCountsExact();
    await expectBillingSumsExact();
    await database.db.execute(sql`update services
      set payer_id = (select id from payers where company_id = ${pohjola} order by id limit 1)
      where company_id = ${pohjola} and package_code = 'KEPT_SUMS_TEST'`);
    await expectBillingSumsExact();
    await database.db.execute(sql`update services set ended_on = '2026-06-30'
      where company_id = ${pohjola} and package_code = 'KEPT_SUMS_TEST' and number like '%1'`);
    await expectBillingSumsExact();
    await database.db.execute(sql`delete from services where company_id = ${pohjola}
      and package_code = 'KEPT_SUMS_TEST'`);
    await expectServiceCountsExact();
    await expectBillingSumsExact();
  });
});
