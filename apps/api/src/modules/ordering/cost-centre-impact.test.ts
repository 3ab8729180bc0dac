import type { Cart, ChangeImpact, OrderSubmitResult } from '@kaista/domain/ordering';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient, FIBRE_ADDRESS } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
/** Aurora's cost pools 'Hallinto' and 'Myynti' (seed/demo-payers). */
const ADMIN_POOL = demoUuid(71, 1);
const SALES_POOL = demoUuid(71, 2);
const SUB = 'MOB_5G_100';

describe('a line’s own cost centre', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  it('is the one its typed name names: the preview puts the line there, and the order bills it there', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const mobile = (await cart.add(SUB, 'MOBILE_VOICE', 2)).json<Cart>();
    const [sales, note] = mobile.lines.at(-1)!.selections;
    const typed = await cart.send('PUT', `/carts/${mobile.code}/characteristics`, {
      values: [
        { bundleNo: sales!.bundleNo, productCode: SUB, code: 'userName', value: 'Anna Virtanen' },
        { bundleNo: sales!.bundleNo, productCode: SUB, code: 'costCenter', value: ' myynti ' },
        { bundleNo: note!.bundleNo, productCode: SUB, code: 'userName', value: 'Pekka Virtanen' },
        { bundleNo: note!.bundleNo, productCode: SUB, code: 'costCenter', value: 'Projekti X' },
      ],
    });
    expect(typed.statusCode).toBe(200);
    const added = (
      await cart.add('FBB_KUITU_300', 'FIXED_BROADBAND', 1, [], { addressId: FIBRE_ADDRESS })
    ).json<Cart>();
    const fibre = added.lines.at(-1)!.selections[0]!.bundleNo;
    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [{ bundleNo: fibre, productCode: 'FBB_KUITU_300', code: 'contactPhone', value: '0401234567' }],
    });
    await cart.fillDetails(added.code, DEMO_PAYER.aurora);
    await cart.send('PUT', `/carts/${added.code}/payer`, {
      uid: DEMO_PAYER.aurora,
      costCentreId: ADMIN_POOL,
    });

    const impact = (await cart.send('GET', `/carts/${added.code}/changeimpact`)).json<ChangeImpact>();
    const [subscriptions, broadband] = added.lines.map((line) => line.totals.monthlyCents);
    const change = (id: string) => {
      const row = impact.company!.byCostCentre.find((candidate) => candidate.costCentreId === id)!;
      return { name: row.name, addedCents: row.monthlyAfterCents - row.monthlyBeforeCents };
    };
    // One subscription names Myynti; the other's text names no cost centre, so it goes with the payer's.
    expect(change(SALES_POOL)).toEqual({ name: 'Myynti', addedCents: subscriptions! / 2 });
    expect(change(ADMIN_POOL)).toEqual({ name: 'Hallinto', addedCents: subscriptions! / 2 + broadband! });
    expect(
      impact.company!.byCostCentre.filter((row) => row.monthlyAfterCents !== row.monthlyBeforeCents),
    ).toHaveLength(2);

    const submitted = await cart.send('POST', '/orders', { cartId: added.code });
    expect(submitted.statusCode).toBe(201);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, submitted.json<OrderSubmitResult>().uid));
    const own = (bundleNo: number) =>
      items.find((item) => item.bundleNo === bundleNo && item.productCode === SUB)!.characteristics;
    expect(own(sales!.bundleNo)).toMatchObject({ costCenter: 'myynti', costCenterId: SALES_POOL });
    expect(own(note!.bundleNo)).toMatchObject({ costCenter: 'Projekti X' });
    expect(own(note!.bundleNo)).not.toHaveProperty('costCenterId');
  });
});
