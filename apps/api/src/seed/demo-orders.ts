import type { OrderReason } from '@kaista/domain/orders';
import type { Database } from '../db/client';
import { orderItems, orderRequests, orders, orderStatusEvents } from '../db/schema';
import { reasonColumns } from '../modules/orders/order-status.repo';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

const ORDER_KIND = 110;
const CART_KIND = 111;
const DAY_MS = 24 * 60 * 60_000;
/** The demo's 'now': the orders are placed in the months before it. */
const SEED_NOW = Date.parse('2026-11-20T09:00:00Z');

interface DemoProduct {
  code: string;
  name: string;
  offeringType: string;
  oneTimeCents: number;
  monthlyCents: number;
}

const PRODUCTS: DemoProduct[] = [
  {
    code: 'MOB_5G_300',
    name: 'Kaista Mobiili 5G 300M',
    offeringType: 'SUBSCRIPTION',
    oneTimeCents: 0,
    monthlyCents: 2690,
  },
  {
    code: 'MBB_5G_300',
    name: 'Kaista Mobiililaajakaista 5G 300M',
    offeringType: 'SUBSCRIPTION',
    oneTimeCents: 0,
    monthlyCents: 2990,
  },
  {
    code: 'FBB_KUITU_300',
    name: 'Kaista Yrityskuitu 300M',
    offeringType: 'SUBSCRIPTION',
    oneTimeCents: 9900,
    monthlyCents: 5900,
  },
  {
    code: 'VPBX_USER',
    name: 'Kaista Vaihde -käyttäjä',
    offeringType: 'SUBSCRIPTION',
    oneTimeCents: 0,
    monthlyCents: 990,
  },
  {
    code: 'PH-SGA55-128-NV',
    name: 'Samsung Galaxy A55 128 Gt',
    offeringType: 'DEVICE',
    oneTimeCents: 42900,
    monthlyCents: 0,
  },
];

const CONTACTS = [
  ['Aino Virtanen', '0401234501'],
  ['Juha Korhonen', '0401234502'],
  ['Liisa Nieminen', '0401234503'],
  ['Pekka Mäkinen', '0401234504'],
  ['Sari Hämäläinen', '0401234505'],
  ['Mikko Laine', '0401234506'],
] as const;

/** Who ordered: the demo manager and user personas (their ids are the personas' seeded ids). */
const ORDERERS = [
  { userId: demoUuid(1, 5), userName: 'Maria Manninen' },
  { userId: demoUuid(1, 7), userName: 'Eero Työntekijä' },
] as const;

/** Each demo order's final status, type, and the timeline it took to get there. */
const PLAN: { status: string; type: string; path: string[]; reason?: OrderReason }[] = [
  { status: 'COMPLETED', type: 'NEW', path: ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'COMPLETED'] },
  { status: 'COMPLETED', type: 'CHANGE', path: ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'COMPLETED'] },
  {
    status: 'ERRORED',
    type: 'NEW',
    path: ['SUBMITTED', 'VALIDATED', 'ERRORED'],
    reason: {
      code: 'NUMBER_PORT_REJECTED',
      params: {},
      text: 'The number could not be ported: the donor operator refused the port.',
    },
  },
  { status: 'HOLD', type: 'NEW', path: ['HOLD'] },
  { status: 'CANCELLED', type: 'CEASE', path: ['SUBMITTED', 'CANCELLED'] },
  { status: 'COMPLETED', type: 'CEASE', path: ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'COMPLETED'] },
  { status: 'COMPLETED', type: 'MODIFICATION', path: ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'COMPLETED'] },
  {
    status: 'PARTIALLYCOMPLETED',
    type: 'NEW',
    path: ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'PARTIALLYCOMPLETED'],
  },
];

/**
 * Orders of the months before the demo's day, in Aurora (24), Pohjola (8) and Kettu (2): every plan's status and
 * type, one to three lines each with numbers and contacts, and their status timelines. Deterministic.
 */
export async function seedOrders(db: Database): Promise<void> {
  const companies = [
    [DEMO_COMPANY.aurora, 24],
    [DEMO_COMPANY.pohjola, 8],
    [DEMO_COMPANY.kettu, 2],
  ] as const;
  let serial = 0;
  for (const [companyId, count] of companies) {
    for (let index = 0; index < count; index++) {
      serial += 1;
      const plan = PLAN[index % PLAN.length]!;
      const orderer = ORDERERS[index % 5 === 4 ? 1 : 0];
      const createdAt = new Date(SEED_NOW - (count - index) * 3 * DAY_MS - (index % 7) * 3_600_000);
      const quantity = (index % 3) + 1;
      const product = PRODUCTS[index % PRODUCTS.length]!;
      // A termination brings no charge: it names the subscription it ends at no price, as the services' do.
      const charges = plan.type === 'CEASE' ? { oneTimeCents: 0, monthlyCents: 0 } : product;
      const id = demoUuid(ORDER_KIND, serial);
      const items = Array.from({ length: quantity }, (_, n) => {
        const [contactName, contactPhone] = CONTACTS[(index + n) % CONTACTS.length]!;
        const number = `+35850${String(7000000 + serial * 10 + n)}`;
        return {
          companyId,
          orderId: id,
          itemNo: n + 1,
          orderlineBundleNo: 1,
          bundleNo: n + 2,
          productCode: product.code,
          productName: product.name,
          offeringType: product.offeringType,
          oneTimeCents: charges.oneTimeCents,
          monthlyCents: charges.monthlyCents,
          characteristics: (product.offeringType === 'DEVICE'
            ? { contactName }
            : { number, contactName, contactPhone }) as Record<string, string>,
        };
      });
      await db.insert(orders).values({
        companyId,
        id,
        cartCode: demoUuid(CART_KIND, serial),
        userId: orderer.userId,
        userName: orderer.userName,
        status: plan.status,
        orderType: plan.type,
        manualCheckRequired: plan.status === 'HOLD',
        oneTimeCents: charges.oneTimeCents * quantity,
        monthlyCents: charges.monthlyCents * quantity,
        createdAt,
      });
      await db.insert(orderItems).values(items);
      await db.insert(orderStatusEvents).values(
        plan.path.map((status, step) => ({
          companyId,
          orderId: id,
          seq: step + 1,
          status,
          ...reasonColumns(status === 'ERRORED' ? (plan.reason ?? null) : null),
          at: new Date(createdAt.getTime() + step * 5 * 3_600_000),
        })),
      );
    }
  }
}

const REQUEST_KIND = 112;

/** A phone as an employee's cart holds it: one selection of the device template. */
const phoneLine = (productCode: string, quantity = 1) => ({
  orderlineBundleNo: 1,
  rootBundleTemplateId: 'DEVICE',
  products: [{ bundleTemplateId: 'DEVICE_MAIN', productCode }],
  selections: Array.from({ length: quantity }, (_, n) => ({ bundleNo: n + 2, values: {} })),
});

/**
 * Eero Työntekijä's order requests in Aurora: three waiting for approval (the badge counts them), one
 * declined with a reason and one done. Deterministic.
 */
export async function seedOrderRequests(db: Database): Promise<void> {
  const requester = {
    requesterId: demoUuid(1, 7),
    requesterName: 'Eero Työntekijä',
    requesterEmail: 'employee@aurora.example',
  };
  const plans = [
    {
      code: 'GALAXY_A56_128',
      name: 'Samsung Galaxy A56 5G 128 Gt',
      cents: 44900,
      status: 'PENDING_APPROVAL',
    },
    { code: 'IPHONE_16_128', name: 'Apple iPhone 16 128 Gt', cents: 96900, status: 'PENDING_APPROVAL' },
    {
      code: 'GALAXY_A56_128',
      name: 'Samsung Galaxy A56 5G 128 Gt',
      cents: 44900,
      status: 'PENDING_APPROVAL',
    },
    {
      code: 'IPHONE_16_128',
      name: 'Apple iPhone 16 128 Gt',
      cents: 96900,
      status: 'REJECTED',
      reason: 'Puhelimesi vaihtuu vasta ensi vuonna.',
    },
    { code: 'GALAXY_A56_128', name: 'Samsung Galaxy A56 5G 128 Gt', cents: 44900, status: 'COMPLETED' },
  ];
  for (const [index, plan] of plans.entries()) {
    const createdAt = new Date(SEED_NOW - (plans.length - index) * DAY_MS);
    const decided = plan.status !== 'PENDING_APPROVAL';
    await db.insert(orderRequests).values({
      companyId: DEMO_COMPANY.aurora,
      id: demoUuid(REQUEST_KIND, index + 1),
      ...requester,
      status: plan.status,
      lines: [phoneLine(plan.code)],
      summary: `1 × ${plan.name}`,
      oneTimeCents: plan.cents,
      monthlyCents: 0,
      reason: plan.reason ?? null,
      decidedByName: decided ? 'Maria Manninen' : null,
      decidedAt: decided ? new Date(createdAt.getTime() + 3_600_000) : null,
      createdAt,
    });
  }
}
