import type { AuditPage } from '@kaista/domain/audit';
import type { Company } from '@kaista/domain/businesses';
import type { Administrator, ExternalLink, Site, Store } from '@kaista/domain/company-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const KETTU = DEMO_COMPANY.kettu;
const base = (company: string) => `/api/businesses/${company}`;
const ADDRESS = { street: 'Satamakatu 14', postalNumber: '00160', city: 'Helsinki', country: 'FI' };

describe('company information', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
    dc = await t.login('dc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const put = (url: string, payload: object, session = manager, ifMatch?: string) =>
    t.request({
      method: 'PUT',
      url,
      session,
      payload,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it('reads the head office, links, administrators, sites and stores of the company', async () => {
    const office = await get(`${base(AURORA)}/address/headoffice`);
    expect(office.json()).toEqual({
      street: 'Satamakatu 12',
      postalNumber: '00160',
      city: 'Helsinki',
      country: 'FI',
    });
    expect(office.headers.etag).toMatch(/^"\d+"$/);
    const links = (await get(`${base(AURORA)}/externallinks`)).json<ExternalLink[]>();
    expect(links.map((link) => link.title)).toEqual(['Aurora Logistics – kotisivu', 'Toimitusten seuranta']);
    const admins = (await get(`${base(AURORA)}/administrators`)).json<Administrator[]>();
    expect(admins.map((admin) => admin.email)).toContain('manager@aurora.example');
    expect(admins.map((admin) => admin.email)).not.toContain('user@aurora.example');
    const sites = (await get(`${base(AURORA)}/sites`)).json<Site[]>();
    expect(sites.map((site) => site.name)).toEqual([
      'Pääkonttori',
      'Vantaan varasto',
      'Vuosaaren terminaali',
    ]);
    const stores = (await get(`${base(KETTU)}/stores`, dc)).json<Store[]>();
    expect(stores.map((store) => store.id)).toEqual(['1101', '1102', '2201', '3301']);
  });

  it('refuses a head office that breaks the §5 rules with field errors, and changes nothing', async () => {
    const bad = await put(`${base(AURORA)}/address/headoffice`, {
      street: ' ',
      postalNumber: '0016',
      city: 'x'.repeat(41),
      country: 'FI',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      street: 'validation.cannot-be-empty',
      city: 'validation.city',
    });
    const postal = await put(`${base(AURORA)}/address/headoffice`, { ...ADDRESS, postalNumber: '0016' });
    expect(postal.json().fieldErrors).toEqual({ postalNumber: 'validation.postal-number' });
    expect((await get(`${base(AURORA)}/address/headoffice`)).json().street).toBe('Satamakatu 12');
  });

  it('updates the head office on the version read, answers 412 on a stale one, and audits the change', async () => {
    const read = await get(base(POHJOLA));
    const etag = read.headers.etag as string;
    const saved = await put(
      `${base(POHJOLA)}/address/headoffice`,
      { ...ADDRESS, city: 'Jyväskylä', postalNumber: '40100' },
      manager,
      etag,
    );
    expect(saved.statusCode).toBe(200);
    const company = saved.json<Company>();
    expect(company.headOffice.street).toBe('Satamakatu 14');
    expect(company.version).toBe(read.json<Company>().version + 1);
    const stale = await put(`${base(POHJOLA)}/address/headoffice`, ADDRESS, manager, etag);
    expect(stale.statusCode).toBe(412);
    const audit = (await get(`${base(POHJOLA)}/audit?pageSize=5`)).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'company.head-office',
      subject: 'Kauppakatu 3 B, 40100 Jyväskylä, FI → Satamakatu 14, 40100 Jyväskylä, FI',
    });
  });

  it('renames the company with the §5 name rule and replaces its links', async () => {
    expect((await put(base(POHJOLA), { name: 'Pohjola <Design>' })).json().fieldErrors).toEqual({
      name: 'validation.name',
    });
    const renamed = await put(base(POHJOLA), { name: 'Pohjola Design Group Oy' });
    expect(renamed.json<Company>().name).toBe('Pohjola Design Group Oy');
    const badLink = await put(`${base(POHJOLA)}/externallinks`, {
      links: [{ title: 'X', url: 'javascript:alert(1)' }],
    });
    expect(badLink.json().fieldErrors).toEqual({ 'links.0.url': 'validation.url' });
    const links = [
      { title: 'Portfolio', url: 'https://portfolio.pohjoladesign.example' },
      { title: 'Blogi', url: 'https://pohjoladesign.example/blogi' },
    ];
    expect((await put(`${base(POHJOLA)}/externallinks`, { links })).statusCode).toBe(200);
    const stored = (await get(`${base(POHJOLA)}/externallinks`)).json<ExternalLink[]>();
    expect(stored.map(({ title, url }) => ({ title, url }))).toEqual(links);
  });

  it('lets only customer care and delivery coordination set the company type', async () => {
    expect((await put(`${base(AURORA)}/companytype`, { companyType: 'PARTNERSHIP' })).statusCode).toBe(403);
    const set = await put(`${base(AURORA)}/companytype`, { companyType: 'PUBLIC_LIMITED_COMPANY' }, dc);
    expect(set.json<Company>().companyType).toBe('PUBLIC_LIMITED_COMPANY');
    expect((await put(`${base(AURORA)}/companytype`, { companyType: 'NO_SUCH' }, dc)).statusCode).toBe(400);
  });

  it('keeps the details from a user without CustomerReadInformation and from other companies', async () => {
    expect((await get(`${base(AURORA)}/address/headoffice`, user)).statusCode).toBe(403);
    expect((await put(`${base(AURORA)}/address/headoffice`, ADDRESS, user)).statusCode).toBe(403);
    expect((await get(`${base(KETTU)}/sites`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${base(AURORA)}/sites` })).statusCode).toBe(401);
  });
});
