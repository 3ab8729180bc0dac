import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult, ShopProduct } from '@kaista/domain/matsku';
import { createTestApp, type TestApp } from '../../test/test-app';

const KETTU = '/api/businesses/100003/matsku';
const AURORA = '/api/businesses/100001/matsku';

describe('partner shop catalogue', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [
      'rep@kettu.example',
      'manager@aurora.example',
      'dc@kaista.example',
      'cc@kaista.example',
    ])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());

  const search = async (query: string, email = 'rep@kettu.example', base = KETTU) => {
    const response = await t.request({
      method: 'GET',
      url: `${base}/catalogue/search${query}`,
      session: sessions[email],
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductSearchResult>();
  };

  it('answers 20 hits from the start with the category and stock facets', async () => {
    const result = await search('');
    expect(result).toMatchObject({ offset: 0, hits: 20 });
    expect(result.items).toHaveLength(20);
    expect(result.total).toBeGreaterThan(20);
    const phones = result.facets.categories.find((facet) => facet.value === 'phone');
    expect(phones?.count).toBeGreaterThanOrEqual(5);
    const counted = result.facets.statuses.reduce((sum, facet) => sum + facet.count, 0);
    expect(counted).toBe(result.total);
  });

  it('pages without overlap and filters by words, category and stock status', async () => {
    const first = await search('?hits=10&sort=name');
    const second = await search('?hits=10&offset=10&sort=name');
    const codes = new Set([...first.items, ...second.items].map((product) => product.code));
    expect(codes.size).toBe(20);
    const galaxy = await search('?q=galaxy%20s24');
    expect(galaxy.items.map((product) => product.name)).toEqual(
      expect.arrayContaining(['Samsung Galaxy S24 256 Gt harmaa']),
    );
    expect(galaxy.items.every((product) => /galaxy/i.test(product.name))).toBe(true);
    const headphones = await search('?category=headphone');
    expect(headphones.items.every((product) => product.category === 'headphone')).toBe(true);
    expect(headphones.total).toBe(3);
    const none = await search('?status=noStock&storeId=2201');
    expect(none.items.length).toBeGreaterThan(0);
    expect(none.items.every((product) => product.stock.light === 'RED' && product.stock.balance === 0)).toBe(
      true,
    );
  });

  it('counts at most 1000 matches of words, says so, and still ranks names starting with the words first', async () => {
    // 1,040 more chargers in Kettu's assortment, 40 of them stocked in Kettu Sello.
    await t.db.execute(sql`
      insert into shop_products (code, name, brand, description, category, price_cents, image, package_size,
        traffic_light_threshold, synced, approved, online)
      select 'CAP-' || n, 'Aaltolaturi ' || n, 'Kapasiteetti', '-', 'chargers', 1000, 'charger', 1, 2,
        true, true, true
      from generate_series(1, 1040) as n`);
    await t.db.execute(sql`
      insert into shop_assortment_products (assortment_id, product_code)
      select ca.assortment_id, 'CAP-' || n from shop_company_assortments ca, generate_series(1, 1040) as n
      where ca.company_id = '100003'`);
    await t.db.execute(sql`
      insert into shop_stock (company_id, store_id, product_code, balance)
      select '100003', '1102', 'CAP-' || n, 50 from generate_series(1, 40) as n`);
    const many = await search('?q=laturi');
    expect(many).toMatchObject({ total: 1000, capped: true, facets: { capped: true } });
    expect(many.items).toHaveLength(20);
    expect(many.facets.categories).toEqual([{ value: 'chargers', count: 1000 }]);
    // The filters' total is counted on its own: the 40 stocked (and the demo's stocked chargers), all on the pages.
    const stocked = await search('?q=laturi&status=inStock&hits=100');
    expect(stocked).toMatchObject({ capped: false, facets: { capped: true } });
    expect(stocked.items).toHaveLength(stocked.total);
    expect(stocked.items.filter((product) => product.code.startsWith('CAP-'))).toHaveLength(40);
    // A rare status is found among the company's (or the store's) products of that status, not by walking
    // every match of the words: the same answer, counted exactly.
    await t.db.execute(sql`update shop_stock set balance = 1 where store_id = '1102'
      and product_code in ('CAP-7', 'CAP-30')`);
    for (const store of ['', '&storeId=1102']) {
      const low = await search(`?q=laturi&status=lowStock${store}`);
      expect(low).toMatchObject({ capped: false, facets: { capped: true } });
      expect(low.items).toHaveLength(low.total);
      expect(low.items.every((product) => product.stock.light === 'YELLOW')).toBe(true);
      expect(
        low.items.filter((product) => product.code.startsWith('CAP-')).map((product) => product.name),
      ).toEqual(['Aaltolaturi 30', 'Aaltolaturi 7']);
    }
    await t.db.execute(sql`update shop_stock set balance = 50 where store_id = '1102'
      and product_code in ('CAP-7', 'CAP-30')`);
    // Under a status no product of the company has, nothing is walked at all.
    expect(await search('?q=laturi&category=laptopbags&status=lowStock')).toMatchObject({
      total: 0,
      items: [],
    });
    // Names starting with the search's text come first, then the others, each in the name's order.
    const ranked = await search('?q=aaltolaturi%201&hits=5');
    expect(ranked).toMatchObject({ capped: false, facets: { capped: false } });
    expect(ranked.items.map((product) => product.name)).toEqual([
      'Aaltolaturi 1',
      'Aaltolaturi 10',
      'Aaltolaturi 100',
      'Aaltolaturi 1000',
      'Aaltolaturi 1001',
    ]);
    const deep = await search('?q=laturi&hits=50&offset=1000');
    expect(deep.items.length).toBeGreaterThan(0);
    await t.db.execute(sql`update shop_products set online = false where code like 'CAP-%'`);
    expect((await search('?q=laturi')).capped).toBe(false);
  });

  it('sorts by price both ways', async () => {
    const cheap = await search('?sort=price-asc&hits=5');
    const dear = await search('?sort=price-desc&hits=5');
    expect(cheap.items[0]!.price.value).toBeLessThanOrEqual(cheap.items[1]!.price.value);
    expect(dear.items[0]!.price.value).toBeGreaterThanOrEqual(cheap.items.at(-1)!.price.value);
  });

  it('sorts by name whatever the case: Jabra before JBL, iPhone before Zyxel, with or without words', async () => {
    // The name order, relevance without words, and the name order of words' matches ranked whole.
    for (const query of ['?sort=name&hits=100', '?hits=100', '?q=e&sort=name&hits=100']) {
      const names = (await search(query)).items.map((product) => product.name);
      const at = (name: string) => names.indexOf(name);
      expect(at('Jabra Evolve2 65 UC -kuulokkeet')).toBeGreaterThanOrEqual(0);
      expect(at('Jabra Evolve2 65 UC -kuulokkeet')).toBeLessThan(at('JBL Flip 6 Bluetooth-kaiutin'));
      expect(at('iPhone 15 128 Gt musta')).toBeGreaterThanOrEqual(0);
      expect(at('iPhone 15 128 Gt musta')).toBeLessThan(at('Zyxel NR7102 5G -ulkoreititin'));
      const lower = names.map((name) => name.toLowerCase());
      expect(lower).toEqual([...lower].sort());
    }
  });

  it('shows a product with its stock light, package size and 500 px image', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${KETTU}/catalogue/products/SP-IP15-GLASS?storeId=1101`,
      session: sessions['rep@kettu.example'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ShopProduct>()).toMatchObject({
      packageSize: 10,
      status: 'online',
      stock: { balance: 120, status: 'inStock', light: 'GREEN' },
      imageUrl: expect.stringContaining('500x500'),
    });
  });

  it('keeps pending, offline and other assortments out of the shop', async () => {
    for (const code of ['PH-DORO-8100', 'CA-LIGHTNING-1M']) {
      const response = await t.request({
        method: 'GET',
        url: `${KETTU}/catalogue/products/${code}`,
        session: sessions['rep@kettu.example'],
      });
      expect(response.statusCode).toBe(404);
    }
    // Aurora buys from the default assortment, which has no laptops.
    const laptops = await search('?category=laptop', 'dc@kaista.example', AURORA);
    expect(laptops.total).toBe(0);
  });

  it('refuses customer care and company managers, and hides other companies from representatives', async () => {
    const asCc = await t.request({
      method: 'GET',
      url: `${KETTU}/catalogue/search`,
      session: sessions['cc@kaista.example'],
    });
    expect(asCc.statusCode).toBe(403);
    const asManager = await t.request({
      method: 'GET',
      url: `${AURORA}/catalogue/search`,
      session: sessions['manager@aurora.example'],
    });
    expect(asManager.statusCode).toBe(403);
    const foreign = await t.request({
      method: 'GET',
      url: `${AURORA}/catalogue/search`,
      session: sessions['rep@kettu.example'],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('says which query parameters are wrong', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${KETTU}/catalogue/search?hits=0&category=toasters`,
      session: sessions['rep@kettu.example'],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['hits', 'category']),
    );
  });
});
