import type { Cart, NumberAvailability, NumberResources, OrderSubmitResult } from '@kaista/domain/ordering';
import { and, eq, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { numberPool, operatorNumbers, orderItems } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';
import { keepDemoQuarantine } from '../../test/demo-quarantine';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const CSN = [{ bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_CSN' }];
/** The operator's demo range of voice numbers (seed/demo-ordering.ts); Aurora's register is +35845…, Pohjola's +35844…. */
const OPERATOR_VOICE = /^\+3585070/;

describe('CSN numbers beside new ones (decision 011: the register and the operator’s range)', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
    await keepDemoQuarantine(t.db);
  });

  const valuesOf = (cart: Cart, productCode: string, code: string, value: (index: number) => string) =>
    cart.lines.at(-1)!.selections.map((selection, index) => ({
      bundleNo: selection.bundleNo,
      productCode,
      code,
      value: value(index),
    }));

  async function submit(cart: ReturnType<typeof cartClient>, code: string) {
    const answer = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: code },
    });
    expect(answer.statusCode).toBe(201);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.json<OrderSubmitResult>().uid));
    const numbersOf = (productCode: string) =>
      items.filter((item) => item.productCode === productCode).map((item) => item.characteristics.number!);
    return numbersOf;
  }

  it('takes a typed CSN number from the register only (NUMBER_NOT_FOUND_IN_CSN), a typed new one from the operator’s range only', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1, CSN)).json<Cart>();
    expect(added.lines.at(-1)!.products.map((p) => p.code)).toContain('NUM_CSN');
    const register = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID&kind=CSN')
    ).json<NumberAvailability>();
    const operator = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID&kind=NEW')
    ).json<NumberAvailability>();
    expect(register.numbers[0]).toMatch(/^\+35845/);
    expect(operator.numbers[0]).toMatch(OPERATOR_VOICE);

    const set = (productCode: string, number: string) =>
      cart.send('PUT', `/carts/${added.code}/characteristics`, {
        values: valuesOf(added, productCode, 'number', () => number),
      });
    const notInRegister = await set('NUM_CSN', operator.numbers[0]!);
    expect(notInRegister.statusCode).toBe(400);
    expect(notInRegister.json()).toMatchObject({ code: 'NUMBER_NOT_FOUND_IN_CSN' });
    const chosen = register.numbers[0]!;
    expect((await set('NUM_CSN', chosen)).statusCode).toBe(200);
    const [held] = await t.db
      .select()
      .from(numberPool)
      .where(and(eq(numberPool.companyId, AURORA), eq(numberPool.number, chosen)));
    expect(held).toMatchObject({ status: 'RESERVED', cartCode: added.code });

    // A new number is the operator's: the register's number is no new one.
    const other = (await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1)).json<Cart>();
    const typedNew = await cart.send('PUT', `/carts/${other.code}/characteristics`, {
      values: valuesOf(other, 'NUM_NEW', 'number', () => register.numbers[1]!),
    });
    expect(typedNew.json()).toMatchObject({ code: 'NUMBER_NOT_FOUND' });
  });

  it('submits open numbers by kind: CSN from the register, new from the operator’s range', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1, CSN);
    const added = (await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1)).json<Cart>();
    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: added.lines.flatMap((line) =>
        line.selections.map((selection) => ({
          bundleNo: selection.bundleNo,
          productCode: 'MOB_PUHE',
          code: 'userName',
          value: 'Anna Virtanen',
        })),
      ),
    });
    expect((await cart.fillDetails(added.code, DEMO_PAYER.aurora)).statusCode).toBe(200);
    const numbersOf = await submit(cart, added.code);
    const [csn] = numbersOf('NUM_CSN');
    const [fresh] = numbersOf('NUM_NEW');
    expect(csn).toMatch(/^\+35845/);
    expect(fresh).toMatch(OPERATOR_VOICE);
    const [registered] = await t.db
      .select()
      .from(numberPool)
      .where(and(eq(numberPool.companyId, AURORA), eq(numberPool.number, csn!)));
    expect(registered).toMatchObject({ status: 'TAKEN', cartCode: added.code });
    const [operators] = await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, fresh!));
    expect(operators).toMatchObject({ status: 'TAKEN', companyId: AURORA, cartCode: added.code });
  });

  it('informs when the register is short, and assigns what it lacks from the operator’s range', async () => {
    const cart = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    // Pohjola's register has 8 free voice numbers (of 10: one taken, one in quarantine).
    const added = (await cart.add('MOB_PUHE', 'MOBILE_VOICE', 9, CSN)).json<Cart>();
    const before = (await cart.send('GET', `/carts/${added.code}/numberresources`)).json<NumberResources>();
    expect(before.resources.every((resource) => resource.kind === 'CSN')).toBe(true);
    expect(before.ranges).toEqual([
      {
        numberType: 'VOICE_POSTPAID',
        kind: 'CSN',
        available: 8,
        needed: 9,
        warning: 'NOT_ENOUGH_CSN_NUMBERS',
      },
    ]);
    const csnChoice = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID&kind=CSN&count=9')
    ).json<NumberAvailability>();
    expect(csnChoice.warning).toBe('NOT_ENOUGH_CSN_NUMBERS');

    expect((await cart.send('POST', `/carts/${added.code}/numberresources`, {})).statusCode).toBe(200);
    const after = (await cart.send('GET', `/carts/${added.code}/numberresources`)).json<NumberResources>();
    const numbers = after.resources.map((resource) => resource.number!);
    expect(numbers.filter((number) => number.startsWith('+35844'))).toHaveLength(8);
    expect(numbers.filter((number) => OPERATOR_VOICE.test(number))).toHaveLength(1);

    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: valuesOf(added, 'MOB_PUHE', 'userName', (index) => `Anna Virtanen ${'I'.repeat(index + 1)}`),
    });
    expect((await cart.fillDetails(added.code, DEMO_PAYER.pohjola)).statusCode).toBe(200);
    const numbersOf = await submit(cart, added.code);
    expect(numbersOf('NUM_CSN').sort()).toEqual([...numbers].sort());
    const stillFree = await t.db
      .select()
      .from(numberPool)
      .where(
        and(
          eq(numberPool.companyId, POHJOLA),
          like(numberPool.number, '+3584471%'),
          eq(numberPool.status, 'AVAILABLE'),
        ),
      );
    expect(stillFree).toEqual([]);
  });

  it('when neither range covers the cart: an error, and assigning keeps nothing (409)', async () => {
    // Leave the operator two free switchboard numbers.
    await t.db
      .update(operatorNumbers)
      .set({ status: 'TAKEN' })
      .where(
        and(
          eq(operatorNumbers.numberType, 'FIXED'),
          ne(operatorNumbers.number, '+3581075002000'),
          ne(operatorNumbers.number, '+3581075002001'),
        ),
      );
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (await cart.add('VPBX_USER', 'SWITCHBOARD', 3)).json<Cart>();
    const before = (await cart.send('GET', `/carts/${added.code}/numberresources`)).json<NumberResources>();
    expect(before.ranges).toEqual([
      { numberType: 'FIXED', kind: 'NEW', available: 2, needed: 3, warning: 'NOT_ENOUGH_NUMBERS' },
    ]);
    const refused = await cart.send('POST', `/carts/${added.code}/numberresources`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NUMBER_RESERVATION_FAILED' });
    const held = await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.cartCode, added.code));
    expect(held).toEqual([]);
  });
});
