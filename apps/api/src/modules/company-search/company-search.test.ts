import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySearchResult } from '@kaista/domain/company-search';
import type { Profile } from '@kaista/domain/session';
import { RANKED_MATCHES_CAP } from './company-search.repo';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('company search and the profile shortcuts of /0', () => {
  let t: TestApp;
  let cc: string;
  beforeAll(async () => {
    t = await createTestApp();
    cc = await t.login('cc@kaista.example');
  });
  afterAll(() => t.close());

  const search = async (query: string, extra = '') => {
    const url = `/api/businesses/search2?query=${encodeURIComponent(query)}${extra}`;
    const response = await t.request({ method: 'GET', url, session: cc });
    expect(response.statusCode).toBe(200);
    return response.json<CompanySearchResult>();
  };

  it('finds a company by a part of its name, in any case', async () => {
    const result = await search('RORA log');
    expect(result.items.map((hit) => hit.name)).toEqual(['Aurora Logistics Oy']);
    expect(result.total).toBe(1);
  });

  it('finds a company by business ID, also typed without the hyphen, and by customer number', async () => {
    expect((await search('2048049-4')).items[0]?.uid).toBe('100001');
    expect((await search('20480494')).items[0]?.uid).toBe('100001');
    expect((await search('dna100002')).items[0]?.name).toBe('Pohjola Design Oy');
  });

  it('ranks the exact name first, then names starting with the query, then words, then the rest', async () => {
    const dc = await t.login('dc@kaista.example');
    for (const [index, name] of ['Ykköskalevan Oy', 'Uusi Kaleva Oy', 'Kaleva'].entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/businesses',
        session: dc,
        payload: {
          name,
          identifierType: 'FOREIGN_BUSINESS_ID',
          businessId: `RANK-${index}`,
          companyType: 'LIMITED_COMPANY',
          headOffice: { street: 'Katu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const names = (await search('kaleva', '&pageSize=100')).items.map((hit) => hit.name);
    expect(names[0]).toBe('Kaleva');
    const kind = (name: string) => (name.startsWith('Kaleva') ? 1 : name.includes(' Kaleva') ? 2 : 3);
    expect(names.slice(1).map(kind)).toEqual([...names.slice(1).map(kind)].sort());
    expect(names.at(-1)).toBe('Ykköskalevan Oy');
    expect(names).toContain('Uusi Kaleva Oy');
  });

  it('pages through results with the total of all matches', async () => {
    const first = await search('oy', '&offset=0&pageSize=5');
    const second = await search('oy', '&offset=5&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThan(10);
    const ids = [...first.items, ...second.items].map((hit) => hit.uid);
    expect(new Set(ids).size).toBe(10);
  });

  it('adds the customer status only when asked', async () => {
    const without = await search('aurora');
    expect(without.items[0]?.customerStatus).toBeUndefined();
    const withStatus = await search('oy', '&includeCustomerStatus=true&pageSize=100');
    const statuses = new Set(withStatus.items.map((hit) => hit.customerStatus));
    expect(statuses).toEqual(new Set(['CUSTOMER', 'PROSPECT']));
    expect(withStatus.items.find((hit) => hit.uid === '100001')?.customerStatus).toBe('CUSTOMER');
  });

  it('is for operator staff only', async () => {
    const manager = await t.login('manager@aurora.example');
    const response = await t.request({
      method: 'GET',
      url: '/api/businesses/search2?query=a',
      session: manager,
    });
    expect(response.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/businesses/search2' })).statusCode).toBe(401);
  });

  it('keeps recent companies newest first, without duplicates, at most 10, and favourites as chosen', async () => {
    const hits = (await search('', '&pageSize=12')).items.map((hit) => ({ uid: hit.uid }));
    const recents = [hits[1]!, hits[0]!, hits[1]!, ...hits.slice(2)];
    const response = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: cc,
      payload: { searches: { companies: recents }, favourites: { companies: [hits[3]!, hits[3]!] } },
    });
    const profile = response.json<Profile>();
    expect(profile.searches.companies.map((company) => company.uid)).toEqual(
      [hits[1]!, hits[0]!, ...hits.slice(2, 10)].map((hit) => hit.uid),
    );
    expect(profile.favourites.companies.map((company) => company.uid)).toEqual([hits[3]!.uid]);
  });

  it('ranks at most the cap of matches of a query too broad to page through, and says so', async () => {
    await t.db.execute(sql`
      insert into companies (id, name, business_id, identifier_type, company_type, customer_number,
        head_office_street, head_office_postal_number, head_office_city)
      select (700000 + n)::text, 'Laajahaku ' || n || ' Oy', 'FI' || (700000 + n), 'FOREIGN', 'FOREIGN_COMPANY',
        'LH' || n, 'Katu 1', '00100', 'Helsinki'
      from generate_series(1, ${RANKED_MATCHES_CAP + 5}) as n`);
    const first = await search('laajahaku');
    expect(first).toMatchObject({ total: RANKED_MATCHES_CAP, totalCapped: true });
    expect(first.items.map((hit) => hit.name).slice(0, 3)).toEqual([
      'Laajahaku 1 Oy',
      'Laajahaku 2 Oy',
      'Laajahaku 3 Oy',
    ]);
    const last = await search('laajahaku', `&offset=${RANKED_MATCHES_CAP - 5}&pageSize=20`);
    expect(last.items).toHaveLength(5);
    expect(await search('laajahaku 1004')).toMatchObject({ total: 1, totalCapped: false });
  });
});
