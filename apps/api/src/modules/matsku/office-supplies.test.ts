import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeSuppliesOrder } from '@kaista/domain/matsku';
import { auditLog, shopOfficeSupplyOrderLines, shopOfficeSupplyOrders } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const path = (company: string) => `/api/businesses/${company}/matsku/officesupplies/orders`;
const order = {
  storeNumber: '1101',
  postNumber: '00100',
  city: 'Helsinki',
  email: 'kamppi@kettu.example',
  lines: [
    { item: 'receipt-rolls', quantity: 12 },
    { item: 'carrier-bags', quantity: 3 },
  ],
};

describe('matsku office supplies', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['rep@kettu.example', 'dc@kaista.example', 'cc@kaista.example'])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());

  const submit = (session: string, body: object, company: string = DEMO_COMPANY.kettu) =>
    t.request({ method: 'POST', url: path(company), session: sessions[session], payload: body });

  it('takes an order of the configured company with its lines, and audits it', async () => {
    const response = await submit('rep@kettu.example', order);
    expect(response.statusCode).toBe(201);
    const placed = response.json<OfficeSuppliesOrder>();
    expect(placed).toMatchObject({ storeNumber: '1101', city: 'Helsinki', totalItems: 15 });
    expect(placed.orderNumber).toMatch(/^T\d+$/);
    const lines = await t.db
      .select()
      .from(shopOfficeSupplyOrderLines)
      .where(eq(shopOfficeSupplyOrderLines.orderId, placed.id));
    expect(lines.map((line) => [line.item, line.quantity])).toEqual([
      ['receipt-rolls', 12],
      ['carrier-bags', 3],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, DEMO_COMPANY.kettu), eq(auditLog.action, 'shop.office-supplies')));
    expect(audit.map((row) => row.subject)).toContain(
      `${placed.orderNumber}: 1101, 00100 Helsinki, kamppi@kettu.example; receipt-rolls 12, carrier-bags 3`,
    );
  });

  it('answers the §5 field errors and writes nothing', async () => {
    const before = await t.db.$count(shopOfficeSupplyOrders);
    const response = await submit('rep@kettu.example', {
      ...order,
      storeNumber: '12345678901',
      postNumber: '0010',
      city: 'x'.repeat(41),
      email: 'kamppi@kettu',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        storeNumber: 'matsku.store-number-error',
        postNumber: 'matsku.post-number-error',
        city: 'matsku.city-error',
        email: 'matsku.email-error',
      },
    });
    // A blank field is told as empty, not as breaking the field's rule.
    const blank = await submit('rep@kettu.example', { ...order, storeNumber: '', city: ' ' });
    expect(blank.json()).toMatchObject({
      fieldErrors: { storeNumber: 'validation.cannot-be-empty', city: 'validation.cannot-be-empty' },
    });
    const empty = await submit('rep@kettu.example', { ...order, lines: [] });
    expect(empty.statusCode).toBe(400);
    const twice = await submit('rep@kettu.example', {
      ...order,
      lines: [order.lines[0], order.lines[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(await t.db.$count(shopOfficeSupplyOrders)).toBe(before);
  });

  it('is for the matsku roles only, and only in the configured company', async () => {
    expect((await submit('cc@kaista.example', order)).statusCode).toBe(403);
    // A delivery coordinator holds a matsku role, but Aurora has no office-supplies shop.
    expect((await submit('dc@kaista.example', order, DEMO_COMPANY.aurora)).statusCode).toBe(404);
    expect((await submit('rep@kettu.example', order, DEMO_COMPANY.aurora)).statusCode).toBe(404);
    expect((await submit('dc@kaista.example', order)).statusCode).toBe(201);
  });
});
