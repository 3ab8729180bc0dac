import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@kaista/domain/matsku';
import { demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const KETTU = '100003';
const AURORA = '100001';
const BASIC = demoUuid(70, 1);
const RETAIL = demoUuid(70, 2);

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/**
 * Migration 0051 keeps the catalogue's facet counts in two tables (decision 013). Whatever changes the stock,
 * a product, an assortment or which assortment a company buys from, they must equal a count from scratch.
 */
describe('partner shop facet counts', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp();
    session = await t.login('rep@kettu.example');
  });
  afterAll(() => t.close());

  const rows = async (query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

  async function expectExact(): Promise<void> {
    const kept =
      await rows(sql`select assortment_id::text as a, category, products from shop_assortment_counts
      where products <> 0`);
    const counted = await rows(sql`select ap.assortment_id::text as a, p.category, count(*)::int as products
      from shop_assortment_products ap join shop_products p on p.code = ap.product_code
      where p.synced and p.approved and p.online group by 1, 2`);
    expect(sorted(kept)).toEqual(sorted(counted));
    const keptStock =
      await rows(sql`select company_id, category, stock_status, products from shop_stock_counts
      where products <> 0`);
    const countedStock = await rows(sql`select t.company_id, p.category,
        shop_stock_status(t.balance, p.traffic_light_threshold) as stock_status, count(*)::int as products
      from shop_stock_totals t join shop_products p on p.code = t.product_code
      join shop_assortment_products ap on ap.product_code = t.product_code
        and ap.assortment_id = shop_assortment_of(t.company_id)
      where p.synced and p.approved and p.online and t.balance > 0 group by 1, 2, 3`);
    expect(sorted(keptStock)).toEqual(sorted(countedStock));
  }

  const search = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/businesses/${KETTU}/matsku/catalogue/search${query}`,
      session,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductSearchResult>();
  };

  it('start exact from the demo dataset', async () => {
    await expectExact();
  });

  it('follow stock moving through low and out of stock, and stock added and removed', async () => {
    const code = 'SP-IP15-GLASS';
    await t.db.execute(
      sql`update shop_stock set balance = 1 where company_id = ${KETTU} and product_code = ${code}`,
    );
    await expectExact();
    await t.db.execute(
      sql`update shop_stock set balance = 0 where company_id = ${KETTU} and product_code = ${code}`,
    );
    await expectExact();
    await t.db.execute(sql`delete from shop_stock where company_id = ${KETTU} and store_id = '1101'`);
    await expectExact();
    await t.db.execute(sql`insert into shop_stock (company_id, store_id, product_code, balance)
      select ${KETTU}, '1101', code, 50 from shop_products`);
    await expectExact();
  });

  it('follow products going offline and online, changing category and threshold', async () => {
    await t.db
      .execute(sql`update shop_products set online = false where code in (select code from shop_products
      order by code limit 5)`);
    await expectExact();
    await t.db.execute(sql`update shop_products set online = true, category = 'covers',
      traffic_light_threshold = 1000 where code in (select code from shop_products order by code limit 8)`);
    await expectExact();
    await t.db.execute(sql`update shop_products set synced = true, approved = true, online = true`);
    await expectExact();
  });

  it('follow assortments edited, switched, made the default and deleted', async () => {
    await t.db.execute(sql`delete from shop_assortment_products where assortment_id = ${RETAIL}
      and product_code in (select product_code from shop_assortment_products where assortment_id = ${RETAIL}
        order by product_code limit 3)`);
    await expectExact();
    await t.db.execute(sql`insert into shop_assortment_products (assortment_id, product_code)
      select ${BASIC}, code from shop_products on conflict do nothing`);
    await expectExact();
    await t.db.execute(sql`insert into shop_stock (company_id, store_id, product_code, balance)
      select ${KETTU}, '2201', code, 3 from shop_products on conflict do nothing`);
    await t.db.execute(
      sql`update shop_company_assortments set assortment_id = ${BASIC} where company_id = ${KETTU}`,
    );
    await expectExact();
    await t.db.execute(sql`delete from shop_company_assortments where company_id = ${KETTU}`);
    await expectExact();
    await t.db.execute(sql`update shop_assortments set is_default = (id = ${RETAIL})`);
    await expectExact();
    const extra = demoUuid(70, 99);
    await t.db.execute(sql`insert into shop_assortments (id, name) values (${extra}, 'Testivalikoima')`);
    await t.db.execute(sql`insert into shop_assortment_products (assortment_id, product_code)
      select ${extra}, code from shop_products limit 4`);
    await t.db.execute(
      sql`insert into shop_company_assortments (company_id, assortment_id) values (${AURORA}, ${extra})`,
    );
    await expectExact();
    await t.db.execute(sql`delete from shop_company_assortments where company_id = ${AURORA}`);
    await t.db.execute(sql`delete from shop_assortments where id = ${extra}`);
    await expectExact();
    await t.db.execute(sql`update shop_assortments set is_default = (id = ${BASIC})`);
    await t.db.execute(
      sql`insert into shop_company_assortments (company_id, assortment_id) values (${KETTU}, ${RETAIL})`,
    );
    await expectExact();
  });

  it('give the same facets from the kept counts as from counting the matches', async () => {
    await t.db.execute(sql`update shop_stock set balance = (length(product_code) * 7) % 5
      where company_id = ${KETTU} and store_id = '1101'`);
    // A word every product's text holds (each code has a hyphen) makes the search count its matches itself;
    // both in the name's order (relevance with words orders by the lower-case name, decision 016).
    for (const filter of [
      '&sort=name',
      '&sort=name&category=phone',
      '&sort=name&status=lowStock',
      '&sort=name&category=covers&status=noStock',
    ]) {
      const kept = await search(`?q=*${filter}`);
      const counted = await search(`?q=-${filter}`);
      expect(kept.total).toBe(counted.total);
      expect(kept.facets).toEqual(counted.facets);
      expect(kept.items.map((item) => item.code)).toEqual(counted.items.map((item) => item.code));
    }
  });
});
