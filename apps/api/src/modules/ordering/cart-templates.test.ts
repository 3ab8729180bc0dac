import type { AuditPage } from '@kaista/domain/audit';
import type { Cart, CartTemplate } from '@kaista/domain/ordering';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;

describe('cart templates ("new employee kit")', () => {
  let t: TestApp;
  let manager: string;
  let orderer: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
    orderer = await t.login('pekka.jarvinen@aurora.example');
  });

  it('saves a cart without its filled-in values, lists it to the company, and starts another cart from it', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const withPhone = (await cart.add('MOB_5G_100', 'MOBILE_VOICE', 2)).json<Cart>();
    const line = withPhone.lines.at(-1)!;
    const filled = await cart.send('PUT', `/carts/${withPhone.code}/characteristics`, {
      values: [
        {
          bundleNo: line.selections[0]!.bundleNo,
          productCode: 'MOB_5G_100',
          code: 'userName',
          value: 'Anna Virtanen',
        },
      ],
    });
    expect(filled.statusCode).toBe(200);
    const empty = await cart.send('POST', `/carts/${withPhone.code}/templates`, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ name: 'validation.cannot-be-empty' });
    const saved = await cart.send('POST', `/carts/${withPhone.code}/templates`, {
      name: 'Uuden myyjän paketti',
    });
    expect(saved.statusCode).toBe(201);
    const template = saved.json<CartTemplate>();
    expect(template).toMatchObject({
      name: 'Uuden myyjän paketti',
      lines: [{ name: 'Kaista Mobiili 5G 100M', quantity: 2 }],
    });

    // Another orderer of the company sees it and starts their own cart from it: the lines, never the values.
    const other = cartClient(t, orderer, AURORA, DEMO_USER.orderer);
    const listed = (await other.send('GET', '/carttemplates')).json<{ templates: CartTemplate[] }>();
    expect(listed.templates.map((item) => item.name)).toContain('Uuden myyjän paketti');
    const own = await other.open();
    const started = await other.send('POST', `/carts/${own.code}/fromtemplate`, { templateId: template.id });
    expect(started.statusCode).toBe(200);
    const copy = started.json<Cart>().lines.at(-1)!;
    expect(copy.products.map((p) => p.code)).toEqual(line.products.map((p) => p.code));
    expect(copy.quantity).toBe(2);
    expect(copy.selections.flatMap((s) => s.characteristics.map((c) => c.value ?? ''))).not.toContain(
      'Anna Virtanen',
    );
    // A cart write: a stale If-Match is 412.
    const stale = await t.request({
      method: 'POST',
      url: `${other.base}/carts/${own.code}/fromtemplate`,
      session: orderer,
      headers: { 'if-match': `"${own.version}"` },
      payload: { templateId: template.id },
    });
    expect(stale.statusCode).toBe(412);

    // Another company's user neither lists nor starts from it; removing it takes it from the list.
    const pohjola = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    expect(
      (await pohjola.send('GET', '/carttemplates'))
        .json<{ templates: CartTemplate[] }>()
        .templates.map((i) => i.id),
    ).not.toContain(template.id);
    const pohjolaCart = await pohjola.open();
    expect(
      (await pohjola.send('POST', `/carts/${pohjolaCart.code}/fromtemplate`, { templateId: template.id }))
        .statusCode,
    ).toBe(404);
    const removed = await t.request({
      method: 'DELETE',
      url: `${other.base}/carttemplates/${template.id}`,
      session: orderer,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await other.send('GET', '/carttemplates'))
        .json<{ templates: CartTemplate[] }>()
        .templates.map((i) => i.id),
    ).not.toContain(template.id);
    // Saved and removed by the company's own people: both in its audit log, the refused empty name not.
    const audit = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit?pageSize=2`,
      session: manager,
    });
    expect(
      audit.json<AuditPage>().items.map((entry) => [entry.action, entry.operator.name, entry.subject]),
    ).toEqual([
      ['cart-template.remove', 'Pekka Järvinen', 'Uuden myyjän paketti'],
      ['cart-template.save', 'Maria Manninen', 'Uuden myyjän paketti'],
    ]);
  });

  it('answers 409 with a field error for a name the company has already, whatever its case and spacing', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const filled = (await cart.add('MOB_5G_100', 'MOBILE_VOICE', 1)).json<Cart>();
    const first = await cart.send('POST', `/carts/${filled.code}/templates`, { name: 'Myyjän perussarja' });
    expect(first.statusCode).toBe(201);

    const again = await cart.send('POST', `/carts/${filled.code}/templates`, {
      name: '  MYYJÄN   perussarja ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ name: 'ordering.template.name-taken' });
    // Another orderer of the company meets the same name.
    const other = cartClient(t, orderer, AURORA, DEMO_USER.orderer);
    const own = (await other.add('MOB_5G_100', 'MOBILE_VOICE', 1)).json<Cart>();
    expect(
      (await other.send('POST', `/carts/${own.code}/templates`, { name: 'myyjän perussarja' })).statusCode,
    ).toBe(409);

    const names = (await cart.send('GET', '/carttemplates'))
      .json<{ templates: CartTemplate[] }>()
      .templates.map((item) => item.name);
    expect(names.filter((name) => name.toLowerCase() === 'myyjän perussarja')).toHaveLength(1);
  });
});
