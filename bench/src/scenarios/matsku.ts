import { sql } from 'drizzle-orm';
import {
  companyMemberships,
  shopAssortmentProducts,
  shopCartEntries,
  shopCarts,
  shopProducts,
  shopStock,
  shopStores,
  sessions,
  users,
} from '@kaista/api/src/db/schema';
import { DEMO_COMPANY, demoUuid } from '@kaista/api/src/seed/demo-ids';
import type { BenchScenario } from '../scenario';

/** Kettu's retail assortment of the demo seed: the bench's products join it. */
const RETAIL_ASSORTMENT = demoUuid(70, 2);
const PRODUCTS = 50_000;
/** Kettu's stores: its 4 demo stores and 496 more; each product is stocked in 10 of them. */
const STORES = 500;
const STOCKED_STORES_PER_PRODUCT = 10;
const BRANDS = ['Nordlux', 'Kaamos', 'Revontuli', 'Saimaa', 'Lumi', 'Tunturi', 'Kelo', 'Aalto'];
const WORDS = [
  'kuulokkeet',
  'laturi',
  'suojakuori',
  'kaiutin',
  'kaapeli',
  'näytönsuoja',
  'laukku',
  'reititin',
];
const CATEGORIES = [
  'headphone',
  'chargers',
  'covers',
  'speakers',
  'cableadapter',
  'scrnprotect',
  'laptopbags',
  'router',
];
/**
 * The adds and submits each go to a basket of their own (a representative has one active basket per company):
 * Kettu gets bench representatives, each with a session of its own, the first half with no basket (filled by
 * the adds), the second half with a basket of one line to submit. They are members of Kettu alone: every call
 * loads the caller's memberships, and one representative made a member of 10,000 companies (as this scenario
 * had it until 2026-11-26) paid about a second per call for that on PGlite, so no call finished in a 5 s run.
 */
const ADDERS = 5_000;
const SUBMITTERS = 5_000;
const BASKET_PRODUCT = 'BX-000001';
const STORE = '1101';

const KETTU_SHOP = `/api/businesses/${DEMO_COMPANY.kettu}/matsku`;
const ORDER = JSON.stringify({ storeId: STORE, endCustomerReference: 'Bench' });
/** Bench representative n's session token (stored hashed, as the portal's are), sent as its cookie. */
const sessionToken = (n: number) => `bench-shop-rep-${n}`;
const as = (n: number) => ({ cookie: `kaista_session=${sessionToken(n)}` });
/** One Idempotency-Key per basket: a submit and its retries are one request. */
const submitAs = (n: number) => ({ ...as(n), 'idempotency-key': `bench-submit-${n}` });
/** Representatives of the submitting half: the baseline's warm-up and recording, the replayed submit, the cycle. */
const SUBMITTER = { warm: ADDERS, recorded: ADDERS + 1, replayed: ADDERS + 2, cycle: ADDERS + 3 };
const code = (n: number) => `BX-${String(n).padStart(6, '0')}`;

/**
 * §7 partner shop under load as rep@kettu.example: the product search with its facets over 50k products
 * stocked across 500 stores (words, a category, one store's stock), a product page, a cart entry add and the
 * order submit (its stock taken in the same transaction), one representative's basket per add and per submit
 * so that no basket grows or is used twice.
 */
export const matskuScenario: BenchScenario = {
  name: 'matsku',
  persona: 'rep@kettu.example',
  async generate(db) {
    const brands = sql.raw(`array[${BRANDS.map((brand) => `'${brand}'`).join(',')}]`);
    await db.execute(sql`
      insert into ${shopProducts} (code, name, brand, description, category, price_cents, image,
        package_size, traffic_light_threshold, synced, approved, online)
      select 'BX-' || lpad(n::text, 6, '0'),
        (${brands})[1 + n % ${BRANDS.length}] || ' ' ||
          (${sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`)})[1 + (n / 8) % 8]
          || ' ' || n,
        (${brands})[1 + n % ${BRANDS.length}], 'Benchmark product',
        (${sql.raw(`array[${CATEGORIES.map((category) => `'${category}'`).join(',')}]`)})[1 + (n / 8) % 8],
        990 + (n % 400) * 100, 'headphones', 1, 5, true, true, true
      from generate_series(1, ${sql.raw(String(PRODUCTS))}) as n`);
    await db.execute(sql`
      insert into ${shopAssortmentProducts} (assortment_id, product_code)
      select ${RETAIL_ASSORTMENT}::uuid, 'BX-' || lpad(n::text, 6, '0')
      from generate_series(1, ${sql.raw(String(PRODUCTS))}) as n`);
    await db.execute(sql`
      insert into ${shopStores} (company_id, id, name, street, postal_number, city)
      select ${DEMO_COMPANY.kettu}, (5000 + n)::text, 'Kettu ' || n, 'Kauppakatu ' || n,
        lpad(((n * 37) % 99999)::text, 5, '0'), 'Helsinki'
      from generate_series(1, ${sql.raw(String(STORES - 4))}) as n`);
    // Each product in 10 stores, its balance between 0 and 40 (some out of stock, some low).
    await db.execute(sql`
      insert into ${shopStock} (company_id, store_id, product_code, balance)
      select ${DEMO_COMPANY.kettu}, (5001 + (p * 7 + s * 53) % ${sql.raw(String(STORES - 4))})::text,
        'BX-' || lpad(p::text, 6, '0'), (p * 13 + s * 7) % 41
      from generate_series(1, ${sql.raw(String(PRODUCTS))}) as p,
        generate_series(0, ${sql.raw(String(STOCKED_STORES_PER_PRODUCT - 1))}) as s`);

    // Bench representatives of Kettu, each with a session and the adders' half without a basket.
    const reps = sql.raw(`generate_series(0, ${ADDERS + SUBMITTERS - 1}) as n`);
    await db.execute(sql`
      insert into ${users} (id, email, first_name, last_name, password_hash, type)
      select 'bench-shop-rep-' || n, 'shop-rep' || n || '@kettu.bench.example', 'Myyjä', 'Penkki ' || n, '-',
        'external'
      from ${reps}`);
    await db.execute(sql`
      insert into ${companyMemberships} (company_id, user_id, roles, permissions)
      select ${DEMO_COMPANY.kettu}, 'bench-shop-rep-' || n, array['REPMAINUSER'], array['PartnerPortal']
      from ${reps}`);
    await db.execute(sql`
      insert into ${sessions} (id_hash, user_id, current_company_id, idle_expires_at, absolute_expires_at)
      select encode(sha256(convert_to('bench-shop-rep-' || n, 'UTF8')), 'hex'), 'bench-shop-rep-' || n,
        ${DEMO_COMPANY.kettu}, now() + interval '1 day', now() + interval '1 day'
      from ${reps}`);
    const submitters = sql.raw(`generate_series(${ADDERS}, ${ADDERS + SUBMITTERS - 1}) as n`);
    await db.execute(sql`
      insert into ${shopCarts} (company_id, code, user_id, active, store_id, end_customer_reference)
      select ${DEMO_COMPANY.kettu}, 'bench-cart-' || n, 'bench-shop-rep-' || n, true, ${STORE}, 'Bench'
      from ${submitters}`);
    await db.execute(sql`
      insert into ${shopCartEntries} (company_id, cart_code, entry_number, product_code, quantity)
      select ${DEMO_COMPANY.kettu}, 'bench-cart-' || n, 1, ${BASKET_PRODUCT}, 1 from ${submitters}`);
    // Enough of the basket's product in the place of delivery for every submit.
    await db.execute(sql`
      insert into ${shopStock} (company_id, store_id, product_code, balance)
      values (${DEMO_COMPANY.kettu}, ${STORE}, ${BASKET_PRODUCT}, 1000000)`);
  },
  targets: [
    {
      title: 'GET catalogue search (brand + word, facets, 20 hits)',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/search?q=Kaamos%20laturi&hits=20`,
      cycle: BRANDS.map((brand) => ({ path: `${KETTU_SHOP}/catalogue/search?q=${brand}%20laturi&hits=20` })),
    },
    {
      // One word matches 6,250 products: the count stops at the cap (decision 016), the page at its 20.
      title: 'GET catalogue search (one word, 6k matches)',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/search?q=laturi&hits=20`,
      cycle: WORDS.map((word) => ({
        path: `${KETTU_SHOP}/catalogue/search?q=${encodeURIComponent(word)}&hits=20`,
      })),
    },
    {
      // A status few products have under a word thousands match: found among that status's products, whose
      // number the kept counts give, not by walking the word's matches (decision 016).
      title: 'GET catalogue search (one word, a rare stock status)',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/search?q=laturi&status=lowStock&hits=20`,
      cycle: WORDS.map((word) => ({
        path: `${KETTU_SHOP}/catalogue/search?q=${encodeURIComponent(word)}&status=lowStock&hits=20`,
      })),
    },
    {
      title: 'GET catalogue, no words, a category (kept counts)',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/search?category=chargers&hits=20`,
      cycle: CATEGORIES.map((category) => ({
        path: `${KETTU_SHOP}/catalogue/search?category=${category}&hits=20`,
      })),
    },
    {
      // The web app asks for the stock of the basket's place of delivery once one is chosen.
      title: 'GET catalogue, no words, one store’s stock',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/search?storeId=5001&hits=20`,
      cycle: Array.from({ length: 50 }, (_, n) => ({
        path: `${KETTU_SHOP}/catalogue/search?storeId=${5001 + n * 9}&hits=20`,
      })),
    },
    {
      title: 'GET catalogue product (stock of all stores)',
      method: 'GET',
      path: `${KETTU_SHOP}/catalogue/products/${code(12_345)}`,
      cycle: Array.from({ length: 1000 }, (_, n) => ({
        path: `${KETTU_SHOP}/catalogue/products/${code(1 + n * 49)}`,
      })),
    },
    {
      title: 'POST cart entries (one basket per add)',
      method: 'POST',
      path: `${KETTU_SHOP}/cart/entries`,
      body: JSON.stringify({ productCode: BASKET_PRODUCT, quantity: 1 }),
      headers: as(0),
      cycle: Array.from({ length: ADDERS - 1 }, (_, n) => ({
        path: `${KETTU_SHOP}/cart/entries`,
        body: JSON.stringify({ productCode: BASKET_PRODUCT, quantity: 1 }),
        headers: as(1 + n),
      })),
    },
    {
      // Each submit sends a key of its own, as the web app does (§7: a retry with the same key is answered
      // from the first submit). The baseline warms up on a basket of its own and records the next one's.
      title: 'POST orders (submit a basket, stock taken)',
      method: 'POST',
      path: `${KETTU_SHOP}/orders`,
      body: ORDER,
      headers: submitAs(SUBMITTER.recorded),
      warm: { path: `${KETTU_SHOP}/orders`, body: ORDER, headers: submitAs(SUBMITTER.warm) },
      cycle: Array.from({ length: ADDERS + SUBMITTERS - SUBMITTER.cycle }, (_, n) => ({
        path: `${KETTU_SHOP}/orders`,
        body: ORDER,
        headers: submitAs(SUBMITTER.cycle + n),
      })),
    },
    {
      // A client retrying a submit it got no answer to: the first answer again, no second order.
      title: 'POST orders again, same Idempotency-Key (replayed)',
      method: 'POST',
      path: `${KETTU_SHOP}/orders`,
      body: ORDER,
      headers: submitAs(SUBMITTER.replayed),
    },
  ],
};
