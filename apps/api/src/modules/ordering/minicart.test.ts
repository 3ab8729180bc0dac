import type { Cart, MiniCart } from '@kaista/domain/ordering';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

describe('§7 GET /minicart', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  it('answers no cart, then the B2B cart’s lines in brief with their prices and the totals', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
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
