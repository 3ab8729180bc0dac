import {
  earliestTransferDate,
  type Cart,
  type NumberPorts,
  type OrderSubmitResult,
  type PreorderResult,
} from '@kaista/domain/ordering';
import type { PoaPage, PowerOfAttorney } from '@kaista/domain/powers-of-attorney';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderItems } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const HOLDER = { holderName: 'Pekka Virtanen', holderPersonalId: '131052-308T', validUntil: day(30) };

const port = (bundleNo: number, number: string, ownerChange = true) => ({
  bundleNo,
  number,
  ownerChange,
  contactName: 'Anna Virtanen',
  contactPhone: '+358401112223',
  signer: 'Pekka Virtanen',
  transferTime: `${earliestTransferDate(new Date())}T10:00`,
});

describe('decision 018: the power of attorney of a port-in with an owner change', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  /** A port-in line in the company's cart with its number saved; the cart client keeps the cart's ETag. */
  async function portIn(company: string, number: string, ownerChange = true) {
    const cart = cartClient(t, manager, company, DEMO_USER.manager);
    const added = (
      await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1, [
        { bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_PORT' },
      ])
    ).json<Cart>();
    const bundleNo = added.lines.at(-1)!.selections[0]!.bundleNo;
    const poa = `/carts/${added.code}/numberport/${bundleNo}/poa`;
    return {
      cart,
      code: added.code,
      bundleNo,
      poa,
      save: () => cart.send('PUT', `/carts/${added.code}/numberport`, port(bundleNo, number, ownerChange)),
    };
  }
  /** The company's newest audit row. */
  const lastAudit = async (company: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.companyId, company))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const entryOf = async (cart: ReturnType<typeof cartClient>, code: string, bundleNo: number) =>
    (await cart.send('GET', `/carts/${code}/numberport`))
      .json<NumberPorts>()
      .numberPorts.find((entry) => entry.bundleNo === bundleNo)!;

  it('prints the holder’s paper as a real PDF and records it PENDING on the selection (If-Match, 412)', async () => {
    const { cart, code, bundleNo, poa, save } = await portIn(AURORA, '+358407650101');
    // Nothing to authorise before the number is saved.
    expect((await cart.send('POST', `${poa}/pdf`, HOLDER)).json().code).toBe('ILLEGAL_STATE');
    await save();
    expect((await entryOf(cart, code, bundleNo)).poa).toEqual({
      required: true,
      poa: null,
      refusal: 'POA_NOT_FOUND',
    });

    const pdf = await t.request({
      method: 'POST',
      url: `${cart.base}${poa}/pdf`,
      session: manager,
      payload: HOLDER,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="power-of-attorney.pdf"',
      'cache-control': 'no-store',
    });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    // A port-in's paper is the order's, audited under its own key (not a service's).
    expect(await lastAudit(AURORA)).toMatchObject({
      action: 'order.port-in-poa-pdf',
      subject: '+358407650101: Pekka Virtanen 131052-****',
    });

    const stale = await t.request({
      method: 'POST',
      url: `${cart.base}${poa}/create`,
      session: manager,
      headers: { 'if-match': '"1"' },
      payload: HOLDER,
    });
    expect(stale.statusCode).toBe(412);
    const before = cart.etag;
    const created = await cart.send('POST', `${poa}/create`, HOLDER);
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).not.toBe(before);
    expect(await lastAudit(AURORA)).toMatchObject({
      action: 'order.port-in-poa-create',
      subject: `+358407650101: Pekka Virtanen 131052-**** → ${HOLDER.validUntil}`,
    });
    const entry = await entryOf(cart, code, bundleNo);
    expect(entry.poa).toMatchObject({
      required: true,
      refusal: 'POA_PENDING',
      poa: {
        serviceId: null,
        number: '+358407650101',
        holderName: 'Pekka Virtanen',
        holderPersonalIdMasked: '131052-****',
        status: 'PENDING',
      },
    });
    // The company's list of powers of attorney holds both kinds.
    const listed = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/poas`,
      session: manager,
    });
    expect(listed.json<PoaPage>().items.map((item) => item.id)).toContain(entry.poa.poa!.id);
  });

  it('refuses a validity §4 does not accept: past (POA_EXPIRED) and over a year (POA_INVALID)', async () => {
    const { cart, poa, save } = await portIn(AURORA, '+358407650102');
    await save();
    const past = await cart.send('POST', `${poa}/create`, { ...HOLDER, validUntil: day(-1) });
    expect(past.json().code).toBe('POA_EXPIRED');
    const far = await cart.send('POST', `${poa}/pdf`, { ...HOLDER, validUntil: day(400) });
    expect(far.json().code).toBe('POA_INVALID');
    const bad = await cart.send('POST', `${poa}/create`, { ...HOLDER, holderPersonalId: '131052-308A' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['holderPersonalId']);
    // The day's refusals are the user's words (translation keys), not the parser's English.
    for (const [validUntil, key] of [
      ['', 'validation.cannot-be-empty'],
      ['31.12.2026', 'validation.invalid'],
    ]) {
      const wrong = await cart.send('POST', `${poa}/create`, { ...HOLDER, validUntil });
      expect(wrong.json().fieldErrors).toEqual({ validUntil: key });
    }
  });

  it('refuses the order until the holder signed (pre-order check and submit), then orders it with the link', async () => {
    const { cart, code, bundleNo, poa, save } = await portIn(POHJOLA, '+358407650103');
    await save();
    await cart.send('PUT', `/carts/${code}/characteristics`, {
      values: [{ bundleNo, productCode: 'MOB_PUHE', code: 'userName', value: 'Anna Virtanen' }],
    });
    await cart.fillDetails(code, DEMO_PAYER.pohjola);
    const field = `${bundleNo}.NUM_PORT.poaId`;
    const check = async () =>
      (await cart.send('POST', '/preordercheck', { cartId: code })).json<PreorderResult>();
    const submit = () => cart.send('POST', '/orders', { cartId: code });

    expect((await check()).actions.flatMap((action) => action.errors)).toEqual([
      { field, code: 'POA_NOT_FOUND', key: 'error.poa-not-found' },
    ]);
    await cart.send('POST', `${poa}/create`, HOLDER);
    const pending = await submit();
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({
      code: 'POA_PENDING',
      fieldErrors: { [field]: 'error.poa-pending' },
    });

    const mismatch = await cart.send('POST', `${poa}/result`, {
      result: 'SIGNED',
      holderPersonalId: '010190-123M',
    });
    expect(mismatch.json().code).toBe('POA_SSN_MISMATCH');
    const signed = await cart.send('POST', `${poa}/result`, {
      result: 'SIGNED',
      holderPersonalId: HOLDER.holderPersonalId,
    });
    expect(signed.json<PowerOfAttorney>().status).toBe('SIGNED');
    expect(await lastAudit(POHJOLA)).toMatchObject({
      action: 'order.port-in-poa-result',
      subject: '+358407650103: Pekka Virtanen 131052-**** PENDING → SIGNED',
    });
    expect((await cart.send('POST', `${poa}/result`, { result: 'REJECTED' })).json().code).toBe('POA_SIGNED');
    expect((await check()).overall).toBe('SUCCESS');

    const ordered = await submit();
    expect(ordered.statusCode).toBe(201);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ordered.json<OrderSubmitResult>().uid));
    expect(items.find((item) => item.productCode === 'NUM_PORT')?.characteristics).toMatchObject({
      number: '+358407650103',
      ownerChange: 'YES',
      poaId: signed.json<PowerOfAttorney>().id,
    });
  });

  it('a power of attorney made for another number is none; without the owner change none is needed', async () => {
    const { cart, code, bundleNo, poa, save } = await portIn(AURORA, '+358407650104');
    await save();
    await cart.send('POST', `${poa}/create`, HOLDER);
    await cart.send('PUT', `/carts/${code}/numberport`, port(bundleNo, '+358407650105'));
    expect((await entryOf(cart, code, bundleNo)).poa.refusal).toBe('POA_NOT_FOUND');
    await cart.send('PUT', `/carts/${code}/numberport`, port(bundleNo, '+358407650105', false));
    expect((await entryOf(cart, code, bundleNo)).poa).toMatchObject({ required: false, refusal: null });
  });

  it('answers 404 for another company’s cart and power of attorney, and for a selection without one', async () => {
    const { cart, code, bundleNo, poa, save } = await portIn(AURORA, '+358407650106');
    await save();
    expect((await cart.send('POST', `${poa}/result`, { result: 'REJECTED' })).json().code).toBe(
      'POA_NOT_FOUND',
    );
    await cart.send('POST', `${poa}/create`, HOLDER);
    const id = (await entryOf(cart, code, bundleNo)).poa.poa!.id;
    const elsewhere = `/api/businesses/${POHJOLA}/users/${DEMO_USER.manager}/carts/${code}/numberport/${bundleNo}/poa`;
    for (const call of ['pdf', 'create', 'result']) {
      const answer = await t.request({
        method: 'POST',
        url: `${elsewhere}/${call}`,
        session: manager,
        payload: call === 'result' ? { result: 'REJECTED' } : HOLDER,
      });
      expect(answer.statusCode).toBe(404);
    }
    // The port-in's power of attorney is Aurora's: Pohjola's list of them does not reach it.
    const viaPohjola = await t.request({
      method: 'POST',
      url: `/api/businesses/${POHJOLA}/poas/${id}/result`,
      session: manager,
      payload: { result: 'REJECTED' },
    });
    expect(viaPohjola.statusCode).toBe(404);
  });
});
