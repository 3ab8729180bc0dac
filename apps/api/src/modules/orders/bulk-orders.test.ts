import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ApprovalRequested } from '@kaista/domain/ordering';
import type { BulkCheck, BulkSubmit, Order, OrderRequest } from '@kaista/domain/orders';
import {
  auditLog,
  companyMemberships,
  emailOutbox,
  numberPool,
  orderApprovalRules,
  orderItems,
  orders,
  services,
} from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { JOB_QUEUE_WAIT, type TestApp, withTestApp } from '../../test/test-app';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const BULK = `${AURORA}/users/${DEMO_USER.manager}/bulkorders`;
const BOUNDARY = 'kaista-bulk-order';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** SIM cards with a correct Luhn digit, in no company's services. */
const SIMS = ['8935809900000000011', '8935809900000000029', '8935809900000000037'];

const multipart = (fileName: string, type: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(';')).join('\r\n'), 'utf8');

describe('bulk orders', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  let freeNumbers: string[];
  withTestApp({ config: { orderFulfilmentStepMs: 20 } }, async (app) => {
    t = app;
    for (const email of ['manager@aurora.example', 'user@aurora.example', 'rep@kettu.example'])
      sessions[email] = await t.login(email);
    freeNumbers = (
      await t.db
        .select({ number: numberPool.number })
        .from(numberPool)
        .where(
          and(
            eq(numberPool.companyId, DEMO_COMPANY.aurora),
            eq(numberPool.numberType, 'VOICE_POSTPAID'),
            eq(numberPool.status, 'AVAILABLE'),
          ),
        )
        .orderBy(numberPool.number)
        .limit(2)
    ).map((row) => row.number);
  });

  const send = (
    url: string,
    fileName: string,
    content: Buffer,
    email = 'manager@aurora.example',
    type = 'text/csv',
  ) =>
    t.request({
      method: 'POST',
      url,
      session: sessions[email],
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(fileName, type, content),
    });
  const orderCount = async () =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.companyId, DEMO_COMPANY.aurora)))[0]!.n;

  const header = [
    'Toiminto',
    'Paketti',
    'Numero',
    'Numeronsiirto',
    'ICCID',
    'Käyttäjä',
    'Kustannuspaikka',
    'Maksaja',
  ];
  const goodRows = () => [
    ['uusi', 'MOB_5G_300', freeNumbers[0]!, '', SIMS[0]!, 'Aino Bulkki', 'Kuljetus', 'Aurora Logistics Oy'],
    ['uusi', 'mob_5g_100', '', '', SIMS[1]!, 'Eero Bulkki', 'hallinto', ''],
    ['uusi', 'MOB_PUHE', '040 765 4321', 'kyllä', SIMS[2]!, 'Ilona Bulkki', '', ''],
  ];

  it('checks every row in a dry run, names each bad row’s problem and writes nothing', async () => {
    const before = await orderCount();
    const rows = goodRows();
    rows[1] = ['uusi', 'MOB_5G_100', '', '', '8935809900000000012', 'Eero Bulkki', 'Tuntematon', ''];
    const answer = await send(`${BULK}/check`, 'tilaus.csv', csv([header, ...rows]));
    expect(answer.statusCode).toBe(200);
    const checked = answer.json<BulkCheck>();
    expect(checked.orderType).toBe('NEW');
    expect(checked.errorRows).toBe(1);
    expect(checked.rows.map((row) => [row.rowNumber, row.errors])).toEqual([
      [2, []],
      [
        3,
        [
          { column: 'iccid', key: 'orders.bulk.error.iccid' },
          { column: 'costCentre', key: 'orders.bulk.error.cost-centre-unknown' },
        ],
      ],
      [4, []],
    ]);
    expect(checked.rows[0]!.packageName).toBe('Kaista Mobiili 5G 300M');
    expect(await orderCount()).toBe(before);

    // A file with a problem is not ordered.
    const refused = await send(BULK, 'tilaus.csv', csv([header, ...rows]));
    expect(refused.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('finds the company’s data problems: a taken SIM, a number not free, an unknown package', async () => {
    const [inUse] = await t.db
      .select({ iccid: services.iccid, number: services.number })
      .from(services)
      .where(eq(services.companyId, DEMO_COMPANY.aurora))
      .limit(1);
    const answer = await send(
      `${BULK}/check`,
      'tilaus.csv',
      csv([
        ['action', 'package', 'number', 'iccid', 'end user'],
        ['new', 'MOB_5G_300', inUse!.number, inUse!.iccid ?? '', 'A'],
        ['new', 'NO_SUCH', '', SIMS[0]!, 'B'],
        ['new', 'GALAXY_A56_128', '', SIMS[1]!, 'C'],
      ]),
    );
    const keys = answer.json<BulkCheck>().rows.map((row) => row.errors.map((error) => error.key));
    expect(keys[0]).toContain('orders.bulk.error.number-not-free');
    expect(keys[1]).toEqual(['orders.bulk.error.package-unknown']);
    expect(keys[2]).toEqual(['orders.bulk.error.package-kind']);
    const missing = await send(`${BULK}/check`, 'tilaus.csv', csv([['package'], ['MOB_5G_300']]));
    expect(missing.json<BulkCheck>().fileErrors).toEqual([
      { key: 'orders.bulk.error.missing-columns', columns: ['action', 'number'] },
    ]);
  });

  it('submits a corrected file as one order with a line per row, which becomes the company’s services', async () => {
    const file = csv([header, ...goodRows()]);
    const answer = await send(BULK, 'tilaus.csv', file);
    expect(answer.statusCode).toBe(201);
    const submitted = answer.json<BulkSubmit>();
    expect(submitted).toMatchObject({ orderType: 'NEW', lines: 3 });
    // The same file again is the same order, not a second one.
    const again = await send(BULK, 'tilaus.csv', file);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('ILLEGAL_STATE');

    const order = (
      await t.request({
        method: 'GET',
        url: `${AURORA}/users/${DEMO_USER.manager}/orders/${submitted.orderId}`,
        session: sessions['manager@aurora.example'],
      })
    ).json<Order>();
    expect(new Set(order.lines.map((line) => line.orderlineBundleNo))).toEqual(new Set([1, 2, 3]));
    expect(order.endUsers.map((user) => user.contactName)).toEqual([
      'Aino Bulkki',
      'Eero Bulkki',
      'Ilona Bulkki',
    ]);
    expect(order.monthlyCents).toBe(2690 + 1990 + 990);
    // The numbers are the register's (decision 011): CSN products, beside the port-in.
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, submitted.orderId))
      .orderBy(orderItems.itemNo);
    expect(items.filter((item) => item.characteristics.number).map((item) => item.productCode)).toEqual([
      'NUM_CSN',
      'NUM_CSN',
      'NUM_PORT',
    ]);

    await vi.waitFor(async () => {
      const [row] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, submitted.orderId));
      expect(row!.status).toBe('COMPLETED');
    }, JOB_QUEUE_WAIT);
    const made = await t.db
      .select()
      .from(services)
      .where(and(eq(services.companyId, DEMO_COMPANY.aurora), inArray(services.iccid, SIMS)))
      .orderBy(services.iccid);
    expect(made.map((service) => [service.number, service.packageCode, service.userName])).toEqual([
      [freeNumbers[0], 'MOB_5G_300', 'Aino Bulkki'],
      [expect.stringMatching(/^\+358/), 'MOB_5G_100', 'Eero Bulkki'],
      ['+358407654321', 'MOB_PUHE', 'Ilona Bulkki'],
    ]);
    expect(made[0]!.costPoolId).toBe(demoUuid(71, 3));
    expect(made[0]!.payerId).toBe(DEMO_PAYER.aurora);
    expect(made[1]!.costPoolId).toBe(demoUuid(71, 1));

    await vi.waitFor(async () => {
      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, 'manager@aurora.example'));
      expect(mails.some((mail) => mail.subject.includes(submitted.orderNumber))).toBe(true);
    }, JOB_QUEUE_WAIT);
    const audit = await t.db
      .select({ subject: auditLog.subject })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'order.bulk-submit')));
    expect(audit.map((row) => row.subject)).toContain(`#${submitted.orderNumber} (LINES: 3)`);
  });

  it('changes the packages of the subscriptions an XLSX file names', async () => {
    const targets = await t.db
      .select({ id: services.id, number: services.number, packageCode: services.packageCode })
      .from(services)
      .where(
        and(
          eq(services.companyId, DEMO_COMPANY.aurora),
          eq(services.status, 'ACTIVE'),
          inArray(services.packageCode, ['MOB_5G_100', 'MOB_5G_300']),
        ),
      )
      .orderBy(services.number)
      .limit(2);
    expect(targets).toHaveLength(2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tilaus');
    sheet.addRow(['Action', 'Package', 'Number']);
    for (const target of targets) sheet.addRow(['change', 'MOB_5G_1000', target.number]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const checked = (
      await send(`${BULK}/check`, 'vaihto.xlsx', file, undefined, XLSX_TYPE)
    ).json<BulkCheck>();
    expect(checked).toMatchObject({ orderType: 'CHANGE', errorRows: 0, monthlyCents: 2 * 3490 });
    const answer = await send(BULK, 'vaihto.xlsx', file, undefined, XLSX_TYPE);
    expect(answer.statusCode).toBe(201);
    const submitted = answer.json<BulkSubmit>();
    expect(submitted).toMatchObject({ orderType: 'CHANGE', lines: 2 });
    await vi.waitFor(async () => {
      const changed = await t.db
        .select({ packageCode: services.packageCode })
        .from(services)
        .where(
          inArray(
            services.id,
            targets.map((target) => target.id),
          ),
        );
      expect(changed.map((row) => row.packageCode)).toEqual(['MOB_5G_1000', 'MOB_5G_1000']);
    }, JOB_QUEUE_WAIT);
  });

  it('sends a file whose order meets an approval rule to the rule’s approver as a request, who orders it', async () => {
    // Ulla (user@aurora) approves orders over 0 €/month: the manager's file now needs their approval.
    const APPROVER = DEMO_USER.user;
    const membershipOf = and(
      eq(companyMemberships.companyId, DEMO_COMPANY.aurora),
      eq(companyMemberships.userId, APPROVER),
    );
    const [membership] = await t.db.select().from(companyMemberships).where(membershipOf);
    await t.db
      .update(companyMemberships)
      .set({ permissions: [...membership!.permissions, 'OrdersHandleOrderRequest'] })
      .where(membershipOf);
    const [rule] = await t.db
      .insert(orderApprovalRules)
      .values({
        companyId: DEMO_COMPANY.aurora,
        kind: 'MONTHLY_OVER',
        cents: 0,
        approverIds: [APPROVER],
        createdByName: 'Test',
      })
      .returning();
    try {
      const before = await orderCount();
      const file = csv([
        header,
        ['uusi', 'MOB_5G_100', '', '', '8935809900000000052', 'Olli Pyyntö', '', ''],
        ['uusi', 'MOB_5G_100', '', '', '8935809900000000060', 'Outi Pyyntö', '', ''],
      ]);
      const answer = await send(BULK, 'pyyntö.csv', file);
      expect(answer.statusCode).toBe(201);
      const requested = answer.json<ApprovalRequested>();
      expect(requested).toMatchObject({ approvalRequired: true, approverNames: [expect.any(String)] });
      expect(await orderCount()).toBe(before);
      const approver = 'user@aurora.example';
      const requests = `${AURORA}/users/${APPROVER}/orderrequests`;
      const listed = (await t.request({ method: 'GET', url: requests, session: sessions[approver] })).json<{
        items: OrderRequest[];
      }>();
      const request = listed.items.find((item) => item.id === requested.orderRequestId)!;
      expect(request).toMatchObject({
        status: 'PENDING_APPROVAL',
        summary: expect.stringContaining('pyyntö.csv'),
        monthlyCents: expect.any(Number),
        approvers: [{ id: APPROVER, name: requested.approverNames[0] }],
      });
      // Proceeding orders the file at once (If-Match), as the approver; the request is done.
      const stale = await t.request({
        method: 'POST',
        url: `${requests}/${request.id}`,
        session: sessions[approver],
        headers: { 'if-match': `"${request.version + 1}"` },
      });
      expect(stale.statusCode).toBe(412);
      const proceeded = await t.request({
        method: 'POST',
        url: `${requests}/${request.id}`,
        session: sessions[approver],
        headers: { 'if-match': `"${request.version}"` },
      });
      expect(proceeded.statusCode).toBe(200);
      const { request: done, orderId } = proceeded.json<{ request: OrderRequest; orderId: string }>();
      expect(done).toMatchObject({ status: 'COMPLETED', cartCode: expect.any(String) });
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ userId: APPROVER, orderType: 'NEW', monthlyCents: request.monthlyCents });
      expect(await orderCount()).toBe(before + 1);
      const audited = await t.db
        .select({ subject: auditLog.subject })
        .from(auditLog)
        .where(and(eq(auditLog.companyId, DEMO_COMPANY.aurora), eq(auditLog.action, 'order-request.order')));
      expect(audited.map((row) => row.subject)).toContainEqual(
        `#${requested.orderRequestNumber} → ${order!.orderNumber}`,
      );
    } finally {
      await t.db
        .delete(orderApprovalRules)
        .where(
          and(eq(orderApprovalRules.companyId, DEMO_COMPANY.aurora), eq(orderApprovalRules.id, rule!.id)),
        );
      await t.db.update(companyMemberships).set({ permissions: membership!.permissions }).where(membershipOf);
    }
  });

  it('takes only CSV and XLSX, and only from who may order in the company', async () => {
    const file = csv([header, ...goodRows()]);
    expect((await send(`${BULK}/check`, 'tilaus.pdf', file, undefined, 'application/pdf')).statusCode).toBe(
      415,
    );
    expect(
      (
        await send(
          `${AURORA}/users/${demoUuid(1, 6)}/bulkorders/check`,
          'tilaus.csv',
          file,
          'user@aurora.example',
        )
      ).statusCode,
    ).toBe(403);
    expect((await send(`${BULK}/check`, 'tilaus.csv', file, 'rep@kettu.example')).statusCode).toBe(404);
    expect(
      (await send(`${AURORA}/users/${demoUuid(1, 6)}/bulkorders/check`, 'tilaus.csv', file)).statusCode,
    ).toBe(404);
  });
});
