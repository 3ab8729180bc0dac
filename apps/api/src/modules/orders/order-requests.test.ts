import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderRequest, OrderRequestPage } from '@kaista/domain/orders';
import type { Cart, NumberAvailability, OrderSubmitResult } from '@kaista/domain/ordering';
import { auditLog, carts, emailOutbox, operatorNumbers } from '../../db/schema';
import { JobQueue } from '../../jobs/job-queue';
import { type TestApp, withTestApp } from '../../test/test-app';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { ORDER_REQUEST_MAIL_JOB } from './order-request-mails';

// The order capture's mail job (a string, so that this module's test imports nothing of that module).
const ORDER_MAIL_JOB = 'ordering.order-mail';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;

describe('order requests', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  withTestApp(async (app) => {
    t = app;
    for (const email of [
      'manager@aurora.example',
      'employee@aurora.example',
      'user@aurora.example',
      'rep@kettu.example',
    ])
      sessions[email] = await t.login(email);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    email: string,
    extra: { payload?: string | object; headers?: Record<string, string> } = {},
  ) => t.request({ method, url, session: sessions[email], ...extra });
  const manager = 'manager@aurora.example';
  const employee = 'employee@aurora.example';
  const mailSent = async () => {
    const queue = new JobQueue(t.db);
    for (let tries = 0; (await queue.pending(ORDER_REQUEST_MAIL_JOB)) > 0; tries++) {
      if (tries > 400) throw new Error('queued e-mail was not sent');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const count = async (email: string, uid: string, status = 'PENDING_APPROVAL') =>
    (await call('GET', `${AURORA}/users/${uid}/orderrequests/count?status=${status}`, email)).json<{
      count: number;
    }>().count;

  it('lets an employee build a cart but not order it; the cart becomes a request, mailed to the approvers', async () => {
    // §4/§6: WRITE_MY_ORDER_REQUESTS builds a cart in the order capture (a phone)…
    const opened = await call('POST', `${AURORA}/users/${DEMO_USER.employee}/carts?channel=B2B`, employee);
    expect(opened.statusCode).toBe(200);
    const added = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.employee}/carts/${opened.json<Cart>().code}/bundles`,
      employee,
      {
        payload: { rootBundleTemplateId: 'DEVICE', productCode: 'GALAXY_A56_128', quantity: 1, products: [] },
        headers: { 'if-match': `"${opened.json<Cart>().version}"` },
      },
    );
    expect(added.statusCode).toBe(200);
    const cart = added.json<Cart>();
    // …but may not submit it as an order: only as a request.
    const ordered = await call('POST', `${AURORA}/users/${DEMO_USER.employee}/orders`, employee, {
      payload: { cartId: cart.code },
    });
    expect(ordered.statusCode).toBe(403);
    expect(await count(manager, DEMO_USER.manager)).toBe(3);
    const stale = await call('POST', `${AURORA}/users/${DEMO_USER.employee}/orderrequests`, employee, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version + 1}"` },
    });
    expect(stale.statusCode).toBe(412);
    const created = await call('POST', `${AURORA}/users/${DEMO_USER.employee}/orderrequests`, employee, {
      payload: { cartId: cart.code },
      headers: { 'if-match': `"${cart.version}"` },
    });
    expect(created.statusCode).toBe(201);
    const request = created.json<OrderRequest>();
    expect(request).toMatchObject({ status: 'PENDING_APPROVAL', requesterName: 'Eero Työntekijä' });
    expect(request.summary).toContain('Samsung Galaxy A56');
    expect(request.oneTimeCents).toBeGreaterThan(0);
    expect(await count(manager, DEMO_USER.manager)).toBe(4);
    expect(await count(employee, DEMO_USER.employee, 'ALL')).toBe(6);
    const [closed] = await t.db.select().from(carts).where(eq(carts.code, cart.code));
    expect(closed!.active).toBe(false);
    const again = await call('POST', `${AURORA}/users/${DEMO_USER.employee}/orderrequests`, employee, {
      payload: { cartId: cart.code },
    });
    expect(again.statusCode).toBe(404);
    await mailSent();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'manager@aurora.example'));
    expect(mails.some((mail) => mail.subject.includes(request.requestNumber))).toBe(true);
  });

  it('declines with a reason (text/plain, If-Match), audited, and mails the employee', async () => {
    const list = await call('GET', `${AURORA}/users/${DEMO_USER.manager}/orderrequests`, manager);
    const [pending] = list.json<OrderRequestPage>().items;
    const url = `${AURORA}/users/${DEMO_USER.manager}/orderrequests/${pending!.id}/updatestatus?status=REJECTED`;
    const plain = (body: string, version: number) => ({
      payload: body,
      headers: { 'content-type': 'text/plain', 'if-match': `"${version}"` },
    });
    const noReason = await call('POST', url, manager, plain('', pending!.version));
    expect(noReason.statusCode).toBe(400);
    const stale = await call('POST', url, manager, plain('Ei nyt.', pending!.version + 1));
    expect(stale.statusCode).toBe(412);
    const declined = await call(
      'POST',
      url,
      manager,
      plain('Ei budjettia tälle vuodelle.', pending!.version),
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json<OrderRequest>()).toMatchObject({
      status: 'REJECTED',
      reason: 'Ei budjettia tälle vuodelle.',
      decidedByName: 'Maria Manninen',
    });
    const twice = await call('POST', url, manager, plain('Uudelleen.', pending!.version + 1));
    expect(twice.statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'order-request.decline')));
    expect(audit.some((row) => row.subject?.includes('Ei budjettia'))).toBe(true);
    await mailSent();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'employee@aurora.example'));
    expect(mails.some((mail) => mail.body.includes('Ei budjettia'))).toBe(true);
    const rejected = await call(
      'GET',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests?status=REJECTED`,
      manager,
    );
    expect(rejected.json<OrderRequestPage>().items.every((item) => item.status === 'REJECTED')).toBe(true);
  });

  it('proceeds to order: the lines become the approver’s cart, whose submit completes the request', async () => {
    const [pending] = (
      await call('GET', `${AURORA}/users/${DEMO_USER.manager}/orderrequests`, manager)
    ).json<OrderRequestPage>().items;
    const waiting = await count(manager, DEMO_USER.manager);
    const proceeded = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests/${pending!.id}`,
      manager,
    );
    expect(proceeded.statusCode).toBe(200);
    const { request, cartCode } = proceeded.json<{ request: OrderRequest; cartCode: string }>();
    // Still waiting: only the submit of the cart completes it.
    expect(request).toMatchObject({ status: 'PENDING_APPROVAL', cartCode });
    expect(await count(manager, DEMO_USER.manager)).toBe(waiting);
    const summary = await call('GET', `${AURORA}/users/${DEMO_USER.manager}/cartsummary`, manager);
    expect(summary.json()).toMatchObject({ code: cartCode, totalItems: 1 });

    const cartUrl = `${AURORA}/users/${DEMO_USER.manager}/carts/${cartCode}`;
    let version = (await call('GET', cartUrl, manager)).json<Cart>().version;
    const write = async (method: 'PUT', path: string, payload: object) => {
      const response = await call(method, `${cartUrl}${path}`, manager, {
        payload,
        headers: { 'if-match': `"${version}"` },
      });
      expect(response.statusCode).toBe(200);
      version = response.json<Cart>().version;
    };
    await write('PUT', '/contacts', { email: 'hankinnat@aurora.example' });
    await write('PUT', '/payer', { uid: DEMO_PAYER.aurora });
    await write('PUT', '/deliveryinfo', {
      recipient: 'Eero Työntekijä',
      street: 'Satamakatu 12',
      postalNumber: '00160',
      city: 'Helsinki',
    });
    const submitted = await call('POST', `${AURORA}/users/${DEMO_USER.manager}/orders`, manager, {
      payload: { cartId: cartCode },
      headers: { 'if-match': `"${version}"` },
    });
    expect(submitted.statusCode).toBe(201);
    const result = submitted.json<OrderSubmitResult>();
    expect(result.orderRequestNumber).toBe(pending!.requestNumber);
    expect(await count(manager, DEMO_USER.manager)).toBe(waiting - 1);
    const completed = (
      await call('GET', `${AURORA}/users/${DEMO_USER.manager}/orderrequests?status=COMPLETED`, manager)
    ).json<OrderRequestPage>();
    expect(completed.items.find((item) => item.id === pending!.id)).toMatchObject({
      status: 'COMPLETED',
      decidedByName: 'Maria Manninen',
    });
    const done = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests/${pending!.id}/updatestatus?status=COMPLETED`,
      manager,
    );
    expect(done.statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'order-request.proceed')));
    // The log names the request and what it asks for; the approver's cart has no name a reader knows it by.
    expect(audit.map((row) => row.subject)).toContain(`#${pending!.requestNumber}: ${pending!.summary}`);

    // The employee hears their request was ordered; the cart's contact gets the order confirmation.
    const queue = new JobQueue(t.db);
    for (let tries = 0; (await queue.pending(ORDER_MAIL_JOB)) > 0; tries++) {
      if (tries > 400) throw new Error('queued e-mail was not sent');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const toEmployee = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'employee@aurora.example'));
    expect(toEmployee.some((mail) => mail.body.includes(result.orderNumber))).toBe(true);
    const confirmation = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'hankinnat@aurora.example'));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toContain(result.orderNumber);
    expect(confirmation[0]!.body).toContain('Samsung Galaxy A56');
  });

  it('refuses callers without the rights (403), other companies and uids (404)', async () => {
    expect(
      (await call('GET', `${AURORA}/users/${demoUuid(1, 6)}/orderrequests`, 'user@aurora.example'))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `${AURORA}/users/${DEMO_USER.manager}/orderrequests`, 'rep@kettu.example'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${AURORA}/users/${DEMO_USER.employee}/orderrequests`, manager)).statusCode,
    ).toBe(404);
    const [pending] = (
      await call('GET', `${AURORA}/users/${DEMO_USER.employee}/orderrequests`, employee)
    ).json<OrderRequestPage>().items;
    const byEmployee = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.employee}/orderrequests/${pending!.id}/updatestatus?status=COMPLETED`,
      employee,
    );
    expect(byEmployee.statusCode).toBe(403);
  });

  it('refuses a request whose contents step has a required field empty; a port-in waits for the approver', async () => {
    const users = `${AURORA}/users/${DEMO_USER.employee}`;
    const request = (version: number) =>
      call('POST', `${users}/orderrequests`, employee, {
        payload: { cartId: opened.code },
        headers: { 'if-match': `"${version}"` },
      });
    const opened = (await call('POST', `${users}/carts?channel=B2B`, employee)).json<Cart>();
    const added = (
      await call('POST', `${users}/carts/${opened.code}/bundles`, employee, {
        payload: {
          rootBundleTemplateId: 'MOBILE_VOICE',
          productCode: 'MOB_5G_300',
          quantity: 1,
          products: [{ bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_PORT' }],
        },
        headers: { 'if-match': `"${opened.version}"` },
      })
    ).json<Cart>();
    const bundleNo = added.lines.at(-1)!.selections[0]!.bundleNo;
    const before = await count(employee, DEMO_USER.employee, 'ALL');

    const refused = await request(added.version);
    expect(refused.statusCode).toBe(400);
    // Only the user's name: a port-in's number and signer are asked on the details step, the approver's.
    expect(added.issues.some((issue) => issue.field.startsWith(`${bundleNo}.NUM_PORT.`))).toBe(true);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      [`${bundleNo}.MOB_5G_300.userName`]: 'validation.cannot-be-empty',
    });
    expect(await count(employee, DEMO_USER.employee, 'ALL')).toBe(before);

    const named = await call('PUT', `${users}/carts/${opened.code}/characteristics`, employee, {
      payload: {
        values: [{ bundleNo, productCode: 'MOB_5G_300', code: 'userName', value: 'Eero Työntekijä' }],
      },
      headers: { 'if-match': `"${added.version}"` },
    });
    expect((await request(named.json<Cart>().version)).statusCode).toBe(201);
    expect(await count(employee, DEMO_USER.employee, 'ALL')).toBe(before + 1);
  });

  /** The employee's request for a subscription with the operator's lowest free number; its id and number. */
  async function subscriptionRequest() {
    const users = `${AURORA}/users/${DEMO_USER.employee}`;
    const opened = (await call('POST', `${users}/carts?channel=B2B`, employee)).json<Cart>();
    const write = async (method: 'POST' | 'PUT', path: string, payload: object, version: number) => {
      const answer = await call(method, `${users}/carts/${opened.code}${path}`, employee, {
        payload,
        headers: { 'if-match': `"${version}"` },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<Cart>();
    };
    const added = await write(
      'POST',
      '/bundles',
      { rootBundleTemplateId: 'MOBILE_VOICE', productCode: 'MOB_5G_300', quantity: 1, products: [] },
      opened.version,
    );
    const [number] = (
      await call('GET', `${users}/numberavailability?numberType=VOICE_POSTPAID`, employee)
    ).json<NumberAvailability>().numbers;
    const bundleNo = added.lines.at(-1)!.selections[0]!.bundleNo;
    const chosen = await write(
      'PUT',
      '/characteristics',
      {
        values: [
          { bundleNo, productCode: 'NUM_NEW', code: 'number', value: number },
          { bundleNo, productCode: 'MOB_5G_300', code: 'userName', value: 'Eero Työntekijä' },
        ],
      },
      added.version,
    );
    const created = await call('POST', `${users}/orderrequests`, employee, {
      payload: { cartId: opened.code },
      headers: { 'if-match': `"${chosen.version}"` },
    });
    expect(created.statusCode).toBe(201);
    return { id: created.json<OrderRequest>().id, number: number! };
  }
  const numberRow = async (number: string) =>
    (await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number)))[0];
  const versionOf = async (id: string) =>
    (await call('GET', `${AURORA}/users/${DEMO_USER.manager}/orderrequests?pageSize=100`, manager))
      .json<OrderRequestPage>()
      .items.find((item) => item.id === id)!.version;

  it('keeps a requested number reserved: moved to the approver’s cart when proceeding, free again when declined', async () => {
    const declined = await subscriptionRequest();
    expect(await numberRow(declined.number)).toMatchObject({ status: 'RESERVED', cartCode: declined.id });
    const decline = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests/${declined.id}/updatestatus?status=REJECTED`,
      manager,
      {
        payload: 'Ei uusia liittymiä.',
        headers: { 'content-type': 'text/plain', 'if-match': `"${await versionOf(declined.id)}"` },
      },
    );
    expect(decline.statusCode).toBe(200);
    expect(await numberRow(declined.number)).toMatchObject({
      status: 'AVAILABLE',
      companyId: null,
      cartCode: null,
    });

    const proceeded = await subscriptionRequest();
    const answer = await call(
      'POST',
      `${AURORA}/users/${DEMO_USER.manager}/orderrequests/${proceeded.id}`,
      manager,
    );
    const { cartCode } = answer.json<{ cartCode: string }>();
    expect(await numberRow(proceeded.number)).toMatchObject({ status: 'RESERVED', cartCode });
    // The approver's order takes it as its own.
    const cartUrl = `${AURORA}/users/${DEMO_USER.manager}/carts/${cartCode}`;
    let version = (await call('GET', cartUrl, manager)).json<Cart>().version;
    for (const [path, payload] of [
      ['/payer', { uid: DEMO_PAYER.aurora }],
      [
        '/deliveryinfo',
        { recipient: 'Eero Työntekijä', street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki' },
      ],
    ] as const)
      version = (
        await call('PUT', `${cartUrl}${path}`, manager, { payload, headers: { 'if-match': `"${version}"` } })
      ).json<Cart>().version;
    const submitted = await call('POST', `${AURORA}/users/${DEMO_USER.manager}/orders`, manager, {
      payload: { cartId: cartCode },
      headers: { 'if-match': `"${version}"` },
    });
    expect(submitted.statusCode).toBe(201);
    expect(await numberRow(proceeded.number)).toMatchObject({ status: 'TAKEN', cartCode });
  });
});
