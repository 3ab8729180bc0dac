import type { AuditPage } from '@kaista/domain/audit';
import { MOBILE_ID_TERMS_VERSION, type MobileId } from '@kaista/domain/mobile-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const POHJOLA = DEMO_COMPANY.pohjola;
const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;
const base = (company: string) => `/api/businesses/${company}/mobileid`;
const ACTIVATION = { acceptTerms: true, noticeEmail: 'Varmenteet@PohjolaDesign.example' };

describe('mobile ID (mobile certificate)', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let cc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
    cc = await t.login('cc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const post = (url: string, payload: object, session = manager) =>
    t.request({ method: 'POST', url, session, payload });

  it('activates once with the terms accepted and a notice address, audited; a second activation is 409', async () => {
    expect((await get(base(POHJOLA))).json<MobileId>()).toEqual({
      status: 'NOT_ACTIVATED',
      termsVersion: MOBILE_ID_TERMS_VERSION,
      activatedAt: null,
      activatedByName: null,
      noticeEmail: null,
    });
    const refused = await post(`${base(POHJOLA)}/activate`, { acceptTerms: false, noticeEmail: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      acceptTerms: 'validation.cannot-be-empty',
      noticeEmail: 'validation.email',
    });
    const activated = await post(`${base(POHJOLA)}/activate`, ACTIVATION);
    expect(activated.statusCode).toBe(200);
    expect(activated.json<MobileId>()).toMatchObject({
      status: 'ACTIVE',
      activatedByName: 'Maria Manninen',
      noticeEmail: 'varmenteet@pohjoladesign.example',
    });
    expect((await get(base(POHJOLA))).json<MobileId>().status).toBe('ACTIVE');
    const again = await post(`${base(POHJOLA)}/activate`, ACTIVATION);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ILLEGAL_STATE');
    const audit = (await get(`/api/businesses/${POHJOLA}/audit?pageSize=1`)).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'mobile-id.activate',
      subject: `${MOBILE_ID_TERMS_VERSION}, varmenteet@pohjoladesign.example`,
    });
  });

  it('is for DC, CC and service managers only (403), in their own companies (404)', async () => {
    expect((await get(base(AURORA), user)).statusCode).toBe(403);
    expect((await post(`${base(AURORA)}/activate`, ACTIVATION, user)).statusCode).toBe(403);
    expect((await get(base(KETTU))).statusCode).toBe(404);
    expect((await post(`${base(KETTU)}/activate`, ACTIVATION)).statusCode).toBe(404);
    expect((await get(base(KETTU), cc)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: base(AURORA) })).statusCode).toBe(401);
  });

  it('is not there where the mobile-certificate flag is off (production, §9)', async () => {
    const mode = (environment: string | null) =>
      t.request({ method: 'PUT', url: '/api/environmentmode', session: cc, payload: { environment } });
    expect((await mode('production')).statusCode).toBe(200);
    expect((await get(base(AURORA), cc)).statusCode).toBe(404);
    expect((await post(`${base(AURORA)}/activate`, ACTIVATION, cc)).statusCode).toBe(404);
    expect((await mode(null)).statusCode).toBe(200);
    expect((await get(base(AURORA), cc)).statusCode).toBe(200);
  });
});
