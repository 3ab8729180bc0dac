import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_RULE_LIMITS,
  type ApprovalRule,
  type Approver,
  type OrderRequest,
} from '@kaista/domain/orders';
import type { ApprovalRequested, Cart } from '@kaista/domain/ordering';
import {
  auditLog,
  companyMemberships,
  emailOutbox,
  orderApprovalRules,
  orderRequests,
  users,
} from '../../db/schema';
import { ApprovalRulesRepo } from './approval-rules.repo';
import { JobQueue } from '../../jobs/job-queue';
import { ORDER_REQUEST_MAIL_JOB } from './order-request-mails';
import { type TestApp, withTestApp } from '../../test/test-app';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const manager = 'manager@aurora.example';
const orderer = 'pekka.jarvinen@aurora.example';
const employee = 'employee@aurora.example';

describe('approval rules', () => {
  let t: TestApp;
  let ordererId: string;
  /** A second approver of Aurora: the employee, given OrdersHandleOrderRequest for this file. */
  let otherApproverId: string;
  const sessions: Record<string, string> = {};
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  withTestApp(async (app) => {
    t = app;
    ordererId = await idOf(orderer);
    otherApproverId = await idOf(employee);
    const [membership] = await t.db
      .select()
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, DEMO_COMPANY.aurora),
          eq(companyMemberships.userId, otherApproverId),
        ),
      );
    await t.db
      .update(companyMemberships)
      .set({ permissions: [...membership!.permissions, 'OrdersHandleOrderRequest'] })
      .where(
        and(
          eq(companyMemberships.companyId, DEMO_COMPANY.aurora),
          eq(companyMemberships.userId, otherApproverId),
        ),
      );
    for (const email of [manager, orderer, employee]) sessions[email] = await t.login(email);
  });

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
    await send('PUT', `/carts/${cart.code}/payer`, { uid: DEMO_PAYER.aurora });
    await send('PUT', `/carts/${cart.code}/deliveryinfo`, {
      recipient: 'Pekka Järvinen',
      street: 'Satamakatu 12',
      postalNumber: '00160',
      city: 'Helsinki',
    });
    return cart;
  }

  it('lets the approvers add rules naming their approvers (validated by the domain schema, audited) and no one else', async () => {
    expect((await call('GET', `${AURORA}/approvalrules`, manager)).json()).toEqual({ items: [] });
    expect((await call('GET', `${AURORA}/approvalrules`, orderer)).statusCode).toBe(403);
    const candidates = (await call('GET', `${AURORA}/approvalrules/approvers`, manager)).json<{
      items: Approver[];
    }>().items;
    expect(candidates.map((candidate) => candidate.id)).toEqual(
      expect.arrayContaining([DEMO_USER.manager, otherApproverId]),
    );
    expect(candidates.map((candidate) => candidate.id)).not.toContain(ordererId);
    const invalid = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ONE_TIME_OVER', cents: -1 }, approverIds: [DEMO_USER.manager] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('validation.invalid');
    const noApprover = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ONE_TIME_OVER', cents: 10_000 }, approverIds: [] },
    });
    expect(noApprover.statusCode).toBe(400);
    expect(JSON.stringify(noApprover.json())).toContain('validation.cannot-be-empty');
    // Only a user who may handle order requests can be named.
    const notAnApprover = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ONE_TIME_OVER', cents: 10_000 }, approverIds: [ordererId] },
    });
    expect(notAnApprover.statusCode).toBe(400);
    expect(notAnApprover.json()).toMatchObject({ fieldErrors: { approverIds: 'validation.invalid' } });
    const created = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ONE_TIME_OVER', cents: 10_000 }, approverIds: [DEMO_USER.manager] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<ApprovalRule>()).toMatchObject({
      condition: { kind: 'ONE_TIME_OVER', cents: 10_000 },
      approvers: [{ id: DEMO_USER.manager, name: expect.any(String) }],
      createdByName: expect.any(String),
    });
    const byType = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ORDER_TYPE', orderType: 'CEASE' }, approverIds: [DEMO_USER.manager] },
    });
    expect(byType.statusCode).toBe(201);
    const list = (await call('GET', `${AURORA}/approvalrules`, manager)).json<{ items: ApprovalRule[] }>();
    expect(list.items.map((rule) => rule.condition.kind)).toEqual(['ONE_TIME_OVER', 'ORDER_TYPE']);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'approval-rule.create')));
    expect(audited.map((row) => row.subject)).toContainEqual(
      expect.stringMatching(/^ONE_TIME_OVER 100\.00 € \(\S+/),
    );
  });

  it('turns an orderer’s matching order into a request to the rule’s approvers, who alone decide it', async () => {
    const cart = await phoneCart(orderer, ordererId);
    const held = await call('POST', `${AURORA}/users/${ordererId}/orders`, orderer, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version}"` },
    });
    expect(held.statusCode).toBe(201);
    const answer = held.json<ApprovalRequested>();
    expect(answer).toMatchObject({ approvalRequired: true, approverNames: [expect.any(String)] });
    const [request] = await t.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.id, answer.orderRequestId));
    expect(request).toMatchObject({
      status: 'PENDING_APPROVAL',
      requesterId: ordererId,
      approverIds: [DEMO_USER.manager],
      oneTimeCents: 44_900,
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'order-request.create')));
    expect(audited.map((row) => row.subject)).toContainEqual(
      expect.stringContaining(`#${answer.orderRequestNumber}`),
    );
    // The cart is no longer open: the request holds its lines.
    const again = await call('POST', `${AURORA}/users/${ordererId}/orders`, orderer, {
      payload: { cartId: cart.code },
    });
    expect(again.statusCode).not.toBe(201);
    // The rule's approver is told; the company's other approver is not.
    const queue = new JobQueue(t.db);
    for (let tries = 0; (await queue.pending(ORDER_REQUEST_MAIL_JOB)) > 0; tries++) {
      if (tries > 2400) throw new Error('queued e-mail was not sent');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mailsTo = async (email: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).filter((mail) =>
        mail.subject.includes(answer.orderRequestNumber),
      );
    expect(await mailsTo(manager)).toHaveLength(1);
    expect(await mailsTo(employee)).toHaveLength(0);
    // The request names the approver it waits for, in the approvers' list and in the decision's answer.
    const listed = await call(
      'GET',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests?pageSize=100`,
      manager,
    );
    const approvers = answer.approverNames.map((name) => ({ id: DEMO_USER.manager, name }));
    expect(
      listed.json<{ items: OrderRequest[] }>().items.find((item) => item.id === answer.orderRequestId),
    ).toMatchObject({ approvers });
    // Another approver of the company may not decide a request the rules gave to the manager.
    const decide = (email: string, uid: string, version: number) =>
      t.request({
        method: 'POST',
        url: `${AURORA}/users/${uid}/orderrequests/${answer.orderRequestId}/updatestatus?status=COMPLETED`,
        session: sessions[email],
        headers: { 'content-type': 'text/plain', 'if-match': `"${version}"` },
        payload: '',
      });
    const notNamed = await decide(employee, otherApproverId, request!.version);
    expect(notNamed.statusCode).toBe(403);
    expect(notNamed.json()).toMatchObject({ code: 'FAIL_NOT_ALLOWED' });
    const decided = await decide(manager, DEMO_USER.manager, request!.version);
    expect(decided.statusCode).toBe(200);
    expect(decided.json<OrderRequest>()).toMatchObject({ status: 'COMPLETED', approvers });

    // The approvers' own orders need no approval.
    const own = await phoneCart(manager, DEMO_USER.manager);
    const ordered = await call('POST', `${AURORA}/users/${DEMO_USER.manager}/orders`, manager, {
      payload: { cartId: own.code },
      headers: { 'if-match': `"${own.version}"` },
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json()).toMatchObject({ orderNumber: expect.any(String) });
  });

  it('changes a rule’s approvers with If-Match (412 when stale), audited; the order then waits for them', async () => {
    const list = (await call('GET', `${AURORA}/approvalrules`, manager)).json<{ items: ApprovalRule[] }>();
    const rule = list.items.find((item) => item.condition.kind === 'ONE_TIME_OVER')!;
    const url = `${AURORA}/approvalrules/${rule.id}/approvers`;
    const stale = await call('PUT', url, manager, {
      payload: { approverIds: [otherApproverId] },
      headers: { 'if-match': `"${rule.version + 1}"` },
    });
    expect(stale.statusCode).toBe(412);
    const changed = await call('PUT', url, manager, {
      payload: { approverIds: [otherApproverId] },
      headers: { 'if-match': `"${rule.version}"` },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ApprovalRule>()).toMatchObject({
      approvers: [{ id: otherApproverId }],
      version: rule.version + 1,
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'approval-rule.approvers')),
      );
    expect(audited).toHaveLength(1);
    const elsewhere = await call(
      'PUT',
      `/api/businesses/${DEMO_COMPANY.pohjola}/approvalrules/${rule.id}/approvers`,
      manager,
      { payload: { approverIds: [DEMO_USER.manager] } },
    );
    expect(elsewhere.statusCode).toBe(404);

    // The manager is no longer this rule's approver: their own phone now waits for the employee.
    const own = await phoneCart(manager, DEMO_USER.manager);
    const held = await call('POST', `${AURORA}/users/${DEMO_USER.manager}/orders`, manager, {
      payload: { cartId: own.code },
      headers: { 'if-match': `"${own.version}"` },
    });
    expect(held.statusCode).toBe(201);
    const [request] = await t.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.id, held.json<ApprovalRequested>().orderRequestId));
    expect(request!.approverIds).toEqual([otherApproverId]);
    // Back as it was for the next test.
    const restored = await call('PUT', url, manager, { payload: { approverIds: [DEMO_USER.manager] } });
    expect(restored.statusCode).toBe(200);
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

  it('refuses a rule beyond the company’s limit in words of its own, not as a bad value', async () => {
    const repo = new ApprovalRulesRepo(t.db);
    const existing = await repo.count(DEMO_COMPANY.aurora);
    const filled: string[] = [];
    for (let n = existing; n < APPROVAL_RULE_LIMITS.rulesMax; n += 1)
      filled.push(
        (
          await repo.insert(
            DEMO_COMPANY.aurora,
            { kind: 'PRODUCT', productCode: `LIMIT_${n}` },
            [DEMO_USER.manager],
            'Test',
          )
        ).id,
      );
    const refused = await call('POST', `${AURORA}/approvalrules`, manager, {
      payload: { condition: { kind: 'ONE_TIME_OVER', cents: 10_000 }, approverIds: [DEMO_USER.manager] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { kind: 'orders.rules.too-many' } });
    expect(refused.json<{ message: string }>().message).toContain(String(APPROVAL_RULE_LIMITS.rulesMax));
    if (filled.length > 0)
      await t.db.delete(orderApprovalRules).where(inArray(orderApprovalRules.id, filled));
  });
});
