import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';

describe('ticket form pickers, contact groups and case invalidation', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
  });
  afterAll(() => t.close());

  it('creates a contact group, finds it by name and pages by 20', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/contactgroups`,
      payload: { name: 'Verkkotiimi', emails: ['verkko@example.com'] },
      session: manager,
    });
    expect(created.statusCode).toBe(201);
    const found = await t.request({
      method: 'GET',
      url: `${AURORA}/contactgroups?name=verkko`,
      session: manager,
    });
    expect(found.json()).toEqual({
      items: [created.json()],
      total: 1,
      totalCapped: false,
      offset: 0,
      pageSize: 20,
    });
    const bad = await t.request({
      method: 'POST',
      url: `${AURORA}/contactgroups`,
      payload: { name: '', emails: ['not-an-email'] },
      session: manager,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['emails.0', 'name']);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `${AURORA}/contactgroups`,
          payload: { name: 'X', emails: ['x@example.com'] },
          session: user,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('searches the company devices by free text and lists the generic ones in the caller language', async () => {
    const devices = await t.request({
      method: 'GET',
      url: `${AURORA}/devices?freeText=reititin`,
      session: manager,
    });
    // The devices are the company's assets (§2 /assets): the routers among them, found by the product's name.
    const routers = devices.json().items as { id: string; name: string; kind: string }[];
    expect(routers.length).toBeGreaterThan(0);
    expect(routers.every((device) => device.kind === 'routers' && /reititin/i.test(device.name))).toBe(true);
    const asset = await t.request({
      method: 'GET',
      url: `${AURORA}/assets/${routers[0]!.id}`,
      session: manager,
    });
    expect(asset.json()).toMatchObject({ id: routers[0]!.id, productGroup: 'routers' });
    const byImei = await t.request({
      method: 'GET',
      url: `${AURORA}/devices?freeText=${asset.json().imei ?? asset.json().serialNumber}`,
      session: manager,
    });
    expect(byImei.json().items.map((device: { id: string }) => device.id)).toEqual([routers[0]!.id]);
    // The ticket form sends the picked asset; the ticket names it as the picker did.
    const ticket = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: {
        type: 'INCIDENT',
        urgency: 'normal',
        subject: 'Reititin ei käynnisty',
        description: 'Virtavalo vilkkuu punaisena.',
        relatedDeviceId: routers[0]!.id,
      },
      session: manager,
    });
    expect(ticket.statusCode).toBe(201);
    expect(ticket.json().relatedDevice).toEqual({ id: routers[0]!.id, name: routers[0]!.name });
    const generic = await t.request({
      method: 'GET',
      url: `${AURORA}/devices/generic`,
      headers: { 'x-accept-language': 'en' },
      session: manager,
    });
    expect(generic.json().map((device: { name: string }) => device.name)).toContain('Other phone');
    expect(
      (await t.request({ method: 'GET', url: `${AURORA}/devices?pageSize=0`, session: manager })).statusCode,
    ).toBe(400);
  });

  it('invalidates an open case by number once, then answers 409', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      payload: { type: 'GUIDANCE', urgency: 'normal', subject: 'Turha tiketti', description: 'Vahinko.' },
      session: manager,
    });
    const { number } = created.json();
    const first = await t.request({
      method: 'POST',
      url: `${AURORA}/invalidateCase?number=${number}`,
      session: manager,
    });
    expect(first.json()).toMatchObject({ number, status: 'ABANDONED' });
    const again = await t.request({
      method: 'POST',
      url: `${AURORA}/invalidateCase?number=${number}`,
      session: manager,
    });
    expect(again.statusCode).toBe(409);
    const other = await t.request({
      method: 'POST',
      url: '/api/businesses/100002/invalidateCase?number=' + number,
      session: manager,
    });
    expect(other.statusCode).toBe(404);
  });

  it('names the customer service group of the company', async () => {
    const response = await t.request({ method: 'GET', url: `${AURORA}/customerservicegroup`, session: user });
    expect(response.json()).toMatchObject({
      name: 'Yritysasiakaspalvelu',
      phone: expect.stringMatching(/^\+358/),
    });
  });
});
