import { sql } from 'drizzle-orm';
import { DEMO_COMPANY, demoUuid } from '@kaista/api/src/seed/demo-ids';
import { carts } from '@kaista/api/src/db/schema';
import type { BenchScenario } from '../scenario';

const COMPANY = DEMO_COMPANY.aurora;
/** manager@aurora.example, who may order (§6 new order). */
const MANAGER = demoUuid(1, 5);
const PAYER = demoUuid(70, 1);
/** Carts filled in and ready to submit, one per submit; and empty ones that products are added to. */
const READY_CARTS = 30_000;
const EMPTY_CARTS = 10_000;

/** The uuid of the bench's n-th cart of a kind, the same the SQL below derives. */
const cartCode = (kind: 1 | 2, n: number) =>
  `00000000-0000-4000-8${String(90 + kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;

const base = `/api/businesses/${COMPANY}/users/${MANAGER}`;

/** The n-th filled-in cart (1 … READY_CARTS): each is submitted once. */
export const readyCartCode = (n: number) => cartCode(1, n);

/** What the paced submit bench (`ordering-submit.ts`) reuses of this scenario. */
export const ORDERING = {
  company: COMPANY,
  persona: 'manager@aurora.example',
  base,
  readyCarts: READY_CARTS,
} as const;

/** One fibre broadband line, its installation details given, and the payer chosen: what a submit needs. */
const READY_LINES = [
  {
    orderlineBundleNo: 1,
    rootBundleTemplateId: 'FIXED_BROADBAND',
    products: [{ bundleTemplateId: 'FBB_PLAN', productCode: 'FBB_KUITU_300' }],
    selections: [
      {
        bundleNo: 2,
        values: {
          'FBB_KUITU_300.installationAddress': 'Satamakatu 12, 00160 Helsinki',
          'FBB_KUITU_300.contactPhone': '+358401234567',
        },
      },
    ],
  },
];
const READY_DETAILS = {
  payer: { uid: PAYER, number: '0007000001', name: 'Aurora Logistics Oy', costCentre: null },
  deliveryInfo: null,
  endUser: null,
  contacts: [],
};

const addBody = JSON.stringify({
  rootBundleTemplateId: 'DEVICE',
  productCode: 'GALAXY_A56_128',
  quantity: 1,
});

/**
 * §4 order capture under load on the demo catalogue: adding a device to a cart (each request to its own
 * cart, so no cart grows through the run) and the order submit (each to a cart of its own, filled in and
 * with its payer: the pre-order check, the order, its items and the cart's end in one transaction).
 */
export const orderingScenario: BenchScenario = {
  name: 'ordering',
  persona: ORDERING.persona,
  async generate(db) {
    for (const [kind, count, lines, details] of [
      [1, READY_CARTS, READY_LINES, READY_DETAILS],
      [2, EMPTY_CARTS, [], {}],
    ] as const) {
      await db.execute(sql`
        insert into ${carts} (company_id, code, user_id, channel, active, lines, details, submitted_at)
        select ${COMPANY},
          ('00000000-0000-4000-8' || lpad(${String(90 + kind)}, 3, '0') || '-' || lpad(n::text, 12, '0'))::uuid,
          -- Not active: the cart §4 picks for the user stays their own.
          ${MANAGER}, 'B2B', false, ${JSON.stringify(lines)}::jsonb, ${JSON.stringify(details)}::jsonb, null
        from generate_series(0, ${sql.raw(String(count))}) as n`);
    }
  },
  targets: [
    {
      title: 'POST cart bundles (add a device to a cart)',
      method: 'POST',
      path: `${base}/carts/${cartCode(2, 0)}/bundles`,
      body: addBody,
      cycle: Array.from({ length: EMPTY_CARTS }, (_, n) => ({
        path: `${base}/carts/${cartCode(2, n + 1)}/bundles`,
        body: addBody,
      })),
    },
    {
      title: 'POST orders (submit a filled-in cart)',
      method: 'POST',
      path: `${base}/orders`,
      body: JSON.stringify({ cartId: cartCode(1, 0) }),
      cycle: Array.from({ length: READY_CARTS }, (_, n) => ({
        path: `${base}/orders`,
        body: JSON.stringify({ cartId: cartCode(1, n + 1) }),
      })),
    },
  ],
};
