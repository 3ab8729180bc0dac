import type { Cart, MiniCart } from '@kaista/domain/ordering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const MANAGER = demoUuid(1, 5);

describe('§7 GET /minicart', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  it('answers no cart, then the B2B cart’s lines in brief with their prices and the totals', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, MANAGER);
    expect((await cart.send('GET', '/minicart')).json()).toEqual({
      code: null,
      totalItems: 0,
      entries: [],
      totals: { oneTimeCents: 0, monthlyCents: 0 },
    });
    const full = (await cart.add('GALAXY_A56_128', 'DEVICE', 2)).json<Cart>();
    const mini = (await cart.send('GET', '/minicart')).json<MiniCart>();
    expect(mini).toEqual({
      code: full.code,
      totalItems: 2,
      entries: full.lines.map((line) => ({
        orderlineBundleNo: line.orderlineBundleNo,
        name: line.products[0]!.name,
        quantity: 2,
        totals: line.totals,
      })),
      totals: full.totals,
    });
  });

  it('is the caller’s own (404 for another uid) and needs the new-order right (403)', async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/businesses/${DEMO_COMPANY.aurora}/users/${demoUuid(1, 6)}/minicart`,
      session: manager,
    });
    expect(other.statusCode).toBe(404);
    const user = await t.login('user@aurora.example');
    const refused = await t.request({
      method: 'GET',
      url: `/api/businesses/${DEMO_COMPANY.aurora}/users/${demoUuid(1, 6)}/minicart`,
      session: user,
    });
    expect(refused.statusCode).toBe(403);
  });
});
