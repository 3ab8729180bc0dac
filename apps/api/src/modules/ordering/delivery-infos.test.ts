import type { AuditPage } from '@kaista/domain/audit';
import { deliveryInfoSchema, type SavedDeliveryInfo } from '@kaista/domain/ordering';
import type { Page } from '@kaista/domain/shared/api';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const infos = (uid: string = DEMO_USER.manager, company: string = AURORA) =>
  `/api/businesses/${company}/users/${uid}/deliveryinfos`;
const OULU = {
  recipient: 'Aurora Logistics Oy / Kuopion toimipiste',
  street: 'Kauppakatu 40',
  postalNumber: '70100',
  city: 'Kuopio',
  country: 'FI',
  phone: '+358 40 111 0009',
  email: '',
};

describe('the cart’s delivery infos (§7 GET and POST /deliveryinfos)', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const search = async (query: string) => {
    const answer = await t.request({ method: 'GET', url: `${infos()}?${query}`, session: manager });
    expect(answer.statusCode).toBe(200);
    return answer.json<Page<SavedDeliveryInfo>>();
  };

  it('finds the company’s saved addresses by recipient, street or city, 100 at offset 0 by default', async () => {
    const all = await search('');
    expect(all).toMatchObject({ offset: 0, pageSize: 100 });
    expect(all.items.map((row) => row.city)).toEqual(['Oulu', 'Tampere', 'Helsinki', 'Espoo']);
    // Each is ready for the cart's PUT /deliveryinfo: it passes the same §5 rules.
    for (const { uid: _uid, ...info } of all.items)
      expect(deliveryInfoSchema.safeParse(info).success).toBe(true);
    expect((await search('name=tampere')).items.map((row) => row.street)).toEqual(['Hatanpään valtatie 34']);
    expect((await search('name=koivukuja')).items.map((row) => row.recipient)).toEqual(['Jukka Lehtonen']);
    expect((await search('hasEmail=false')).items.map((row) => row.city)).toEqual(['Tampere']);
    expect((await search('hasEmail=true')).items).toHaveLength(3);
    // Another company's addresses are never among them.
    expect((await search('name=turku')).items).toEqual([]);
  });

  it('saves an address by the §5 rules once, audited, and answers the saved one when it comes again', async () => {
    const saved = await t.request({ method: 'POST', url: infos(), session: manager, payload: OULU });
    expect(saved.statusCode).toBe(201);
    const info = saved.json<SavedDeliveryInfo>();
    expect(info).toMatchObject({ recipient: OULU.recipient, phone: '+358401110009', country: 'FI' });
    expect((await search('name=kuopio')).items.map((row) => row.uid)).toEqual([info.uid]);
    const again = await t.request({
      method: 'POST',
      url: infos(),
      session: manager,
      payload: { ...OULU, recipient: OULU.recipient.toUpperCase() },
    });
    expect(again.json<SavedDeliveryInfo>().uid).toBe(info.uid);
    expect((await search('name=kuopio')).total).toBe(1);
    const audit = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit`,
      session: manager,
    });
    const rows = audit.json<AuditPage>().items.filter((row) => row.action === 'deliveryinfo.create');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toContain('Kauppakatu 40, 70100 Kuopio');
  });

  it('answers field errors from the domain rules and changes nothing', async () => {
    const bad = await t.request({
      method: 'POST',
      url: infos(),
      session: manager,
      payload: { ...OULU, postalNumber: '7010', city: '' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.keys(bad.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors);
    expect(fields).toEqual(expect.arrayContaining(['postalNumber', 'city']));
    expect(fields).not.toContain('recipient');
    expect((await search('name=7010')).items).toEqual([]);
  });

  it('is the caller’s own: another user’s uid and another company are 404, a reader without ordering 403', async () => {
    const other = await t.request({ method: 'GET', url: infos(DEMO_USER.user), session: manager });
    expect(other.statusCode).toBe(404);
    const kettu = await t.request({
      method: 'GET',
      url: infos(DEMO_USER.manager, DEMO_COMPANY.kettu),
      session: manager,
    });
    expect(kettu.statusCode).toBe(404);
    const ulla = await t.login('user@aurora.example');
    expect((await t.request({ method: 'GET', url: infos(DEMO_USER.user), session: ulla })).statusCode).toBe(
      403,
    );
    const post = await t.request({
      method: 'POST',
      url: infos(DEMO_USER.user),
      session: ulla,
      payload: OULU,
    });
    expect(post.statusCode).toBe(403);
  });
});
