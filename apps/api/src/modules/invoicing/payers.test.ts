import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostPool, CostPoolPage, Payer, PayerPage } from '@kaista/domain/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PAYERS } from '../../seed/demo-payers';

const AURORA = '/api/businesses/100001';
const KETTU = '/api/businesses/100003';
const kettuPayer = DEMO_PAYERS.find((payer) => payer.companyId === '100003')!.id!;
const finvoice = {
  name: 'Aurora Logistics Oy, Turun toimipiste',
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  deliveryMethod: 'F_INVOICE',
  eInvoiceAddress: '003720480494',
  eInvoiceOperator: 'OKOYFIHH',
  contactName: 'Tiina Turunen',
  street: 'Linnankatu 3',
  postalNumber: '20100',
  city: 'Turku',
};

describe('billing agreements and cost centres', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [
      'manager@aurora.example',
      'user@aurora.example',
      'rep@kettu.example',
      'dc@kaista.example',
    ])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());
  const as = (email: string) => sessions[email]!;
  const manager = as.bind(null, 'manager@aurora.example');

  it('lists the company’s agreements for the manager and refuses a user without CustomerReadPayer', async () => {
    const list = await t.request({ method: 'GET', url: `${AURORA}/payers`, session: manager() });
    expect(list.statusCode).toBe(200);
    const page = list.json<PayerPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((payer) => payer.deliveryMethod).sort()).toEqual(['EMAIL', 'F_INVOICE', 'PAPER']);
    expect(page.items.every((payer) => /^\d{10}$/.test(payer.number))).toBe(true);
    const refused = await t.request({
      method: 'GET',
      url: `${AURORA}/payers`,
      session: as('user@aurora.example'),
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await t.request({
      method: 'GET',
      url: `${AURORA}/payers`,
      session: as('rep@kettu.example'),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('creates a Finvoice agreement with its e-invoice address, operator and postal-address contact, audited', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/payers`,
      payload: finvoice,
      session: manager(),
    });
    expect(created.statusCode).toBe(201);
    const payer = created.json<Payer>();
    expect(payer).toMatchObject({
      eInvoiceAddress: '003720480494',
      eInvoiceOperator: 'OKOYFIHH',
      email: null,
      address: { street: 'Linnankatu 3', postalNumber: '20100', city: 'Turku', country: 'FI' },
    });
    expect(created.headers.etag).toBe('"1"');
    const audit = await t.request({ method: 'GET', url: `${AURORA}/audit`, session: manager() });
    expect(JSON.stringify(audit.json())).toContain(`${finvoice.name} (${payer.number})`);
  });

  it('answers 400 with field errors for a bad OVT code, an unknown operator and a missing address', async () => {
    const response = await t.request({
      method: 'POST',
      url: `${AURORA}/payers`,
      payload: { ...finvoice, eInvoiceAddress: '003712345679', eInvoiceOperator: 'NOPE', city: '' },
      session: manager(),
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors);
    expect(fields.sort()).toEqual(['city', 'eInvoiceAddress', 'eInvoiceOperator']);
  });

  it('updates with If-Match, answers 412 when stale, and audits before and after', async () => {
    const created = (
      await t.request({ method: 'POST', url: `${AURORA}/payers`, payload: finvoice, session: manager() })
    ).json<Payer>();
    const url = `${AURORA}/payers/${created.id}`;
    const email = { ...finvoice, deliveryMethod: 'EMAIL', email: 'laskut.turku@aurora.example' };
    const changed = await t.request({
      method: 'PUT',
      url,
      payload: email,
      headers: { 'if-match': '"1"' },
      session: manager(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Payer>()).toMatchObject({
      deliveryMethod: 'EMAIL',
      eInvoiceAddress: null,
      address: null,
    });
    expect(changed.headers.etag).toBe('"2"');
    const stale = await t.request({
      method: 'PUT',
      url,
      payload: finvoice,
      headers: { 'if-match': '"1"' },
      session: manager(),
    });
    expect(stale.statusCode).toBe(412);
    const read = await t.request({ method: 'GET', url, session: manager() });
    expect(read.json<Payer>().deliveryMethod).toBe('EMAIL');
    const audit = JSON.stringify(
      (await t.request({ method: 'GET', url: `${AURORA}/audit`, session: manager() })).json(),
    );
    expect(audit).toContain('deliveryMethod F_INVOICE → EMAIL');
  });

  it('answers 404 for another company’s agreement, even to operator staff asking under the wrong company', async () => {
    for (const session of [manager(), as('dc@kaista.example')]) {
      const response = await t.request({ method: 'GET', url: `${AURORA}/payers/${kettuPayer}`, session });
      expect(response.statusCode).toBe(404);
    }
    const own = await t.request({
      method: 'GET',
      url: `${KETTU}/payers/${kettuPayer}`,
      session: as('dc@kaista.example'),
    });
    expect(own.statusCode).toBe(200);
  });

  it('pages cost centres by name, creates one, and refuses a duplicate name in any case', async () => {
    const page = await t.request({
      method: 'GET',
      url: `${AURORA}/costpools2?name=var&pageSize=5`,
      session: manager(),
    });
    expect(page.json<CostPoolPage>().items.map((pool) => pool.name)).toEqual(['Varasto']);
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/costpools`,
      payload: { name: 'Huolto', description: 'Ajoneuvojen huolto' },
      session: manager(),
    });
    expect(created.statusCode).toBe(201);
    const all = await t.request({ method: 'GET', url: `${AURORA}/costpools`, session: manager() });
    expect(all.json<CostPool[]>().map((pool) => pool.name)).toContain('Huolto');
    // The company admin reads the addition in the audit log; another company cannot add to this one.
    const audit = await t.request({ method: 'GET', url: `${AURORA}/audit`, session: manager() });
    expect(JSON.stringify(audit.json())).toContain('Huolto');
    const foreign = await t.request({
      method: 'POST',
      url: `${AURORA}/costpools`,
      payload: { name: 'Vieras' },
      session: as('rep@kettu.example'),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `${AURORA}/costpools`,
      payload: { name: ' ', description: 'x'.repeat(201) },
      session: manager(),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'description']),
    );
    const duplicate = await t.request({
      method: 'POST',
      url: `${AURORA}/costpools`,
      payload: { name: 'HUOLTO' },
      session: manager(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PARTY_EXISTS_WITH_NAME',
      fieldErrors: { name: 'error.party-exists-with-name' },
    });
    const refused = await t.request({
      method: 'POST',
      url: `${AURORA}/costpools`,
      payload: { name: 'X' },
      session: as('user@aurora.example'),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers countries in the caller’s language, deliverable ones when asked, and the e-invoice operators', async () => {
    const headers = { 'x-accept-language': 'sv' };
    const all = await t.request({ method: 'GET', url: '/api/countries', headers, session: manager() });
    expect(all.json<{ code: string; name: string }[]>()[0]).toEqual({
      code: 'FI',
      name: 'Finland',
      deliverable: true,
    });
    const deliverable = await t.request({
      method: 'GET',
      url: '/api/countries?filterDeliverable=true',
      session: manager(),
    });
    expect(deliverable.json<{ deliverable: boolean }[]>().every((country) => country.deliverable)).toBe(true);
    const operators = await t.request({ method: 'GET', url: '/api/f-invoice-operators', session: manager() });
    expect(operators.json<{ code: string }[]>().map((operator) => operator.code)).toContain('E204503');
    expect((await t.request({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});
