import { sql } from 'drizzle-orm';
import {
  companyMemberships,
  shopAssortmentProducts,
  shopCartEntries,
  shopCarts,
  shopCompanyAssortments,
  shopProducts,
  shopStock,
  shopStores,
  users,
} from '@kaista/api/src/db/schema';
import { DEMO_COMPANY, demoUuid } from '@kaista/api/src/seed/demo-ids';
import { LARGE_COMPANIES } from '../large-dataset';
import type { BenchScenario } from '../scenario';

/** Kettu's retail assortment of the demo seed: the bench's products join it. */
const RETAIL_ASSORTMENT = demoUuid(70, 2);
const PRODUCTS = 50_000;
/** Kettu's stores: its 4 demo stores and 496 more; each product is stocked in 10 of them. */
const STORES = 500;
const STOCKED_STORES_PER_PRODUCT = 10;
const BRANDS = ['Nordlux', 'Kaamos', 'Revontuli', 'Saimaa', 'Lumi', 'Tunturi', 'Kelo', 'Aalto'];
/**
 * The adds and submits each go to a company of their own (the rep's cart is one per company): the large
 * dataset's first half gets empty baskets filled by the adds, the second half a basket with one line to submit.
 */
const ADD_COMPANIES = LARGE_COMPANIES / 2;
const SUBMIT_COMPANIES = LARGE_COMPANIES / 2;
// The first company of each half is the baseline's (it records `path`); the cycles start at the second.
const FIRST_COMPANY = 200_000;
const BASKET_PRODUCT = 'BX-000001';

const shop = (company: number | string) => `/api/businesses/${company}/matsku`;
const shopOrders = (company: number) => `${shop(company)}/orders`;
const ORDER = JSON.stringify({ storeId: '1101', endCustomerReference: 'Bench' });
/** One Idempotency-Key per basket: a submit and its retries are one request. */
const submitKey = (company: number) => ({ 'idempotency-key': `bench-submit-${company}` });
/** Offsets in the submitting half: the baseline's warm-up and recording, the replayed submit, the cycle. */
const SUBMITTER = {
  warm: FIRST_COMPANY + ADD_COMPANIES,
  recorded: FIRST_COMPANY + ADD_COMPANIES + 1,
  replayed: FIRST_COMPANY + ADD_COMPANIES + 2,
  cycle: 3,
};
const code = (n: number) => `BX-${String(n).padStart(6, '0')}`;

/**
 * §7 partner shop under load as rep@kettu.example: the product search with its facets over 50k products
 * stocked across 500 stores, a product page, a cart entry add and the order submit (its stock taken in the
 * same transaction), one company's basket per add and per submit so no basket grows or is used twice.
 */
export const matskuScenario: BenchScenario = {
  name: 'matsku',
  persona: 'rep@kettu.example',
  // Each search sums the stock of the products it finds over the stores: under 10 connections on PGlite the
  // queue outlasted the run's drain, so the shop is measured at 2.
  connections: 2,
  async generate(db) {
    const brands = sql.raw(`array[${BRANDS.map((brand) => `'${brand}'`).join(',')}]`);
    await db.execute(sql`
      insert into ${shopProducts} (code, name, brand, description, category, price_cents, image,
        package_size, traffic_light_threshold, synced, approved, online)
      select 'BX-' || lpad(n::text, 6, '0'),
        (${brands})[1 + n % ${BRANDS.length}] || ' ' ||
          (array['kuulokkeet','laturi','suojakuori','kaiutin','kaapeli','näytönsuoja','laukku','reititin'])[1 + (n / 8) % 8]
          || ' ' || n,
        (${brands})[1 + n % ${BRANDS.length}], 'Benchmark product', 
        (array['headphone','chargers','covers','speakers','cableadapter','scrnprotect','laptopbags','router'])[1 + (n / 8) % 8],
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

    // The large dataset's companies become partner companies of the rep, each with one store and stock.
    const companies = sql.raw(
      `generate_series(${FIRST_COMPANY}, ${FIRST_COMPANY + ADD_COMPANIES + SUBMIT_COMPANIES - 1}) as c`,
    );
    await db.execute(sql`
      insert into ${companyMemberships} (company_id, user_id, roles, permissions)
      select c::text, u.id, array['REPMAINUSER'], array['PartnerPortal']
      from ${companies}, ${users} u where u.email = 'rep@kettu.example'`);
    await db.execute(sql`
      insert into ${shopCompanyAssortments} (company_id, assortment_id)
      select c::text, ${RETAIL_ASSORTMENT}::uuid from ${companies}`);
    await db.execute(sql`
      insert into ${shopStores} (company_id, id, name, street, postal_number, city)
      select c::text, '1101', 'Myymälä ' || c, 'Kauppakatu 1', '00100', 'Helsinki' from ${companies}`);
    await db.execute(sql`
      insert into ${shopStock} (company_id, store_id, product_code, balance)
      select c::text, '1101', ${BASKET_PRODUCT}, 1000 from ${companies}`);
    const submitters = sql.raw(
      `generate_series(${FIRST_COMPANY + ADD_COMPANIES}, ${FIRST_COMPANY + ADD_COMPANIES + SUBMIT_COMPANIES - 1}) as c`,
    );
    await db.execute(sql`
      insert into ${shopCarts} (company_id, code, user_id, active, store_id, end_customer_reference)
      select c::text, 'bench-cart-' || c, u.id, true, '1101', 'Bench'
      from ${submitters}, ${users} u where u.email = 'rep@kettu.example'`);
    await db.execute(sql`
      insert into ${shopCartEntries} (company_id, cart_code, entry_number, product_code, quantity)
      select c::text, 'bench-cart-' || c, 1, ${BASKET_PRODUCT}, 1 from ${submitters}`);
  },
  targets: [
    {
      title: 'GET catalogue search (brand, facets, 20 hits)',
      method: 'GET',
      path: `${shop(DEMO_COMPANY.kettu)}/catalogue/search?q=Kaamos%20laturi&hits=20`,
      cycle: BRANDS.map((brand) => ({
        path: `${shop(DEMO_COMPANY.kettu)}/catalogue/search?q=${brand}%20laturi&hits=20`,
      })),
    },
    {
      title: 'GET catalogue product (stock of all stores)',
      method: 'GET',
      path: `${shop(DEMO_COMPANY.kettu)}/catalogue/products/${code(12_345)}`,
      cycle: Array.from({ length: 1000 }, (_, n) => ({
        path: `${shop(DEMO_COMPANY.kettu)}/catalogue/products/${code(1 + n * 49)}`,
      })),
    },
    {
      title: 'POST cart entries (one company basket per add)',
      method: 'POST',
      path: `${shop(FIRST_COMPANY)}/cart/entries`,
      body: JSON.stringify({ productCode: BASKET_PRODUCT, quantity: 1 }),
      cycle: Array.from({ length: ADD_COMPANIES - 1 }, (_, n) => ({
        path: `${shop(FIRST_COMPANY + 1 + n)}/cart/entries`,
        body: JSON.stringify({ productCode: BASKET_PRODUCT, quantity: 1 }),
      })),
    },
    {
      // Each submit sends a key of its own, as the web app does (§7: a retry with the same key is answered
      // from the first submit). The baseline warms up on a basket of its own and records the next one's.
      title: 'POST orders (submit a basket, stock taken)',
      method: 'POST',
      path: shopOrders(SUBMITTER.recorded),
      body: ORDER,
      headers: submitKey(SUBMITTER.recorded),
      warm: { path: shopOrders(SUBMITTER.warm), body: ORDER, headers: submitKey(SUBMITTER.warm) },
      cycle: Array.from({ length: SUBMIT_COMPANIES - SUBMITTER.cycle }, (_, n) => ({
        path: shopOrders(FIRST_COMPANY + ADD_COMPANIES + SUBMITTER.cycle + n),
        body: ORDER,
        headers: submitKey(FIRST_COMPANY + ADD_COMPANIES + SUBMITTER.cycle + n),
      })),
    },
    {
      // A client retrying a submit it got no answer to: the first answer again, no second order.
      title: 'POST orders again, same Idempotency-Key (replayed)',
      method: 'POST',
      path: shopOrders(SUBMITTER.replayed),
      body: ORDER,
      headers: submitKey(SUBMITTER.replayed),
    },
  ],
};
