import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRule, OrderRequest } from '@kaista/domain/orders';
import type { Cart } from '@kaista/domain/ordering';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const MANAGER = demoUuid(1, 5);
const AURORA_PAYER = demoUuid(70, 1);
const manager = 'manager@aurora.example';
const orderer = 'pekka.jarvinen@aurora.example';

describe('approval rules', () => {
  let t: TestApp;
  let ordererId: string;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [manager, orderer]) sessions[email] = await t.login(email);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, orderer));
    ordererId = row!.id;
  }, 60_000);
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    email: string,
    extra: { payload?: object; headers?: Record<string, string> } = {},
  ) => t.request({ method, url, session: sessions[email], ...extra });

  /** A filled-in cart of one phone (449 € at once) of this user, ready to submit. */
  async function phoneCart(email: string, uid: string): Promise<Cart> {
    const base = `${AURORA}/users/${uid}`;
    let cart = (await call('POST', `${base}/carts?channel=B2B`, email)).json<Cart>();
    const send = async (method: 'POST' | 'PUT', path: string, payload: object) => {
      const response = await call(method, `${base}${path}`, email, {
        payload,
        headers: { 'if-match': `"${cart.version}"` },
      });
      expect(response.statusCode).toBe(200);
      cart = response.json<Cart>();
    };
    await send('POST', `/carts/${cart.code}/bundles`, {
      rootBundleTemplateId: 'DEVICE',
      productCode: 'GALAXY_A56_128',
      quantity: 1,
      products: [],
    });
    await send('PUT', `/carts/${cart.code}/payer`, { uid: AURORA_PAYER });
    await send('PUT', `/carts/${cart.code}/deliveryinfo`, {
      recipient: 'Pekka Järvinen',
      street: 'Satamakatu 12',
      postalNumber: '00160',
      city: 'Helsinki',
    });
    return cart;
  }

  it('lets the approvers add rules (validated by the domain schema, audited) and no one else', async () => {
    expect((await call('GET', `${AURORA}/approvalrules`, manager)).json()).toEqual({ items: [] });
    expect((await call('GET', `${AURORA}/approvalrules`, orderer)).statusCode).toBe(403);
    const invalid = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { kind: 'ONE_TIME_OVER', cents: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('validation.invalid');
    const created = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { kind: 'ONE_TIME_OVER', cents: 10_000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<ApprovalRule>()).toMatchObject({
      condition: { kind: 'ONE_TIME_OVER', cents: 10_000 },
      createdByName: expect.any(String),
    });
    const byType = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { kind: 'ORDER_TYPE', orderType: 'CEASE' },
    });
    expect(byType.statusCode).toBe(201);
    const list = (await call('GET', `${AURORA}/approvalrules`, manager)).json<{ items: ApprovalRule[] }>();
    expect(list.items.map((rule) => rule.condition.kind)).toEqual(['ONE_TIME_OVER', 'ORDER_TYPE']);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'approval-rule.create')));
    expect(audited.map((row) => row.subject)).toContain('one-time charges over 100.00 €');
  });

  it('refuses an orderer’s matching order, which goes to the approvers as a request; an approver orders it', async () => {
    const cart = await phoneCart(orderer, ordererId);
    const refused = await call('POST', `${AURORA}/users/${ordererId}/orders`, orderer, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version}"` },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    expect(refused.json<{ message: string }>().message).toContain('one-time charges over 100.00 €');
    const requested = await call('POST', `${AURORA}/users/${ordererId}/orderrequests`, orderer, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version}"` },
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json<OrderRequest>()).toMatchObject({ status: 'PENDING_APPROVAL' });

    // The approvers' own orders need no approval.
    const own = await phoneCart(manager, MANAGER);
    const ordered = await call('POST', `${AURORA}/users/${MANAGER}/orders`, manager, {
      payload: { cartId: own.code },
      headers: { 'if-match': `"${own.version}"` },
    });
    expect(ordered.statusCode).toBe(201);
  });

  it('removes a rule with If-Match (412 when stale, 404 for an unknown one), and the order goes through', async () => {
    const list = (await call('GET', `${AURORA}/approvalrules`, manager)).json<{ items: ApprovalRule[] }>();
    const [rule] = list.items;
    const url = `${AURORA}/approvalrules/${rule!.id}`;
    const stale = await call('DELETE', url, manager, { headers: { 'if-match': `"${rule!.version + 1}"` } });
    expect(stale.statusCode).toBe(412);
    const removed = await call('DELETE', url, manager, { headers: { 'if-match': `"${rule!.version}"` } });
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', url, manager)).statusCode).toBe(404);
    // Another company's rules are not this one's: the same id under Pohjola is unknown.
    const elsewhere = await call(
      'DELETE',
      `/api/businesses/${DEMO_COMPANY.pohjola}/approvalrules/${list.items[1]!.id}`,
      manager,
    );
    expect(elsewhere.statusCode).toBe(404);

    const cart = await phoneCart(orderer, ordererId);
    const ordered = await call('POST', `${AURORA}/users/${ordererId}/orders`, orderer, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version}"` },
    });
    expect(ordered.statusCode).toBe(201);
  });
});
