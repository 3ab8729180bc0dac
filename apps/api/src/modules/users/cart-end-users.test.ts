import type { AuditPage } from '@kaista/domain/audit';
import type { Page } from '@kaista/domain/shared/api';
import type { CartEndUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const MARIA = demoUuid(1, 5);
const ULLA = demoUuid(1, 6);
const endUsers = (uid: string = MARIA, company: string = AURORA) =>
  `/api/businesses/${company}/users/${uid}/endusers`;

describe('the cart’s end-user search and new end users', () => {
  let t: TestApp;
  let manager: string;
  let ulla: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    ulla = await t.login('user@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const answer = await t.request({ method: 'GET', url: `${endUsers()}?${query}`, session: manager });
    expect(answer.statusCode).toBe(200);
    return answer.json<Page<CartEndUser>>();
  };

  it('answers up to 100 at offset 0 by default (§5), in name order', async () => {
    const page = await search('');
    expect(page).toMatchObject({ offset: 0, pageSize: 100 });
    expect(page.items).toHaveLength(100);
    expect(page.total).toBeGreaterThan(100);
    const over = await t.request({ method: 'GET', url: `${endUsers()}?pageSize=101`, session: manager });
    expect(over.statusCode).toBe(400);
  });

  it('splits an individual search of exactly two words into first and last name (§5)', async () => {
    const satu = await search('entity=INDIVIDUAL&name=satu%20nieminen');
    expect(satu.items.map((row) => [row.firstName, row.lastName, row.email])).toEqual([
      ['Satu', 'Nieminen', 'satu.nieminen@aurora.example'],
    ]);
    // The words are the first and then the last name, each a beginning: reversed they find no one.
    expect((await search('entity=INDIVIDUAL&name=nieminen%20satu')).items).toEqual([]);
    expect((await search('entity=INDIVIDUAL&name=sa%20niem')).items.map((row) => row.name)).toContain(
      'Satu Nieminen',
    );
    // Without the entity the text is looked for in the name or e-mail.
    expect((await search('name=satu%20nieminen')).items.map((row) => row.name)).toEqual(['Satu Nieminen']);
    expect((await search('firstName=satu&lastName=niemine')).items.map((row) => row.name)).toEqual([
      'Satu Nieminen',
    ]);
  });

  it('filters by entity, identity and e-mail', async () => {
    const organizations = await search('entity=ORGANIZATION&pageSize=20');
    expect(organizations.items.length).toBeGreaterThan(0);
    expect(organizations.items.every((row) => row.partyType === 'ORGANIZATION' && row.firstName === '')).toBe(
      true,
    );
    const known = await search('hasIdentity=true');
    expect(known.items.map((row) => row.name)).toEqual(expect.arrayContaining(['Ulla Käyttäjä']));
    expect(known.items.every((row) => row.hasIdentity)).toBe(true);
    const unknownCount = (await search('hasIdentity=false&pageSize=1')).total;
    expect(unknownCount + known.total).toBe((await search('pageSize=1')).total);
    const noEmail = await search('hasEmail=false&pageSize=20');
    expect(noEmail.items.every((row) => row.email === '')).toBe(true);
    const withEmail = await search('hasEmail=true&pageSize=20');
    expect(withEmail.items.every((row) => row.email.includes('@'))).toBe(true);
  });

  it('adds a new end user by the party form’s rules, audited, and finds it', async () => {
    const created = await t.request({
      method: 'POST',
      url: endUsers(),
      session: manager,
      payload: {
        partyType: 'INDIVIDUAL',
        firstName: 'Venla',
        lastName: 'Kivelä',
        email: 'venla.kivela@aurora.example',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<CartEndUser>()).toMatchObject({ name: 'Venla Kivelä', hasIdentity: false });
    const found = await search('entity=INDIVIDUAL&name=venla%20kivelä');
    expect(found.items.map((row) => row.uid)).toEqual([created.json<CartEndUser>().uid]);
    const invalid = await t.request({
      method: 'POST',
      url: endUsers(),
      session: manager,
      payload: { partyType: 'INDIVIDUAL', firstName: 'Venla', lastName: 'Kivelä' },
    });
    expect(invalid.statusCode).toBe(400);
    const audit = (
      await t.request({ method: 'GET', url: `/api/businesses/${AURORA}/audit`, session: manager })
    ).json<AuditPage>();
    expect(audit.items.filter((row) => row.action === 'enduser.create').map((row) => row.subject)).toContain(
      'Venla Kivelä (INDIVIDUAL)',
    );
  });

  it('refuses a party the company has already (§8): the same e-mail, or an organization of the same name', async () => {
    const post = (payload: Record<string, string>) =>
      t.request({ method: 'POST', url: endUsers(), session: manager, payload });
    const organization = (await search('entity=ORGANIZATION&pageSize=1')).items[0];
    if (!organization) throw new Error('the demo has end user organizations');
    const sameName = await post({ partyType: 'ORGANIZATION', name: organization.name.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'PARTY_EXISTS_WITH_NAME' });
    const sameEmail = await post({
      partyType: 'INDIVIDUAL',
      firstName: 'Satu',
      lastName: 'Toinen',
      email: 'SATU.NIEMINEN@aurora.example',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'PARTY_EXISTS_WITH_EMAIL' });
    // Two orderers adding the same new person at once: one row, one 409.
    const both = await Promise.all(
      [1, 2].map(() =>
        post({
          partyType: 'INDIVIDUAL',
          firstName: 'Aino',
          lastName: 'Kaksonen',
          email: 'aino.k@aurora.example',
        }),
      ),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await search('entity=INDIVIDUAL&name=aino%20kaksonen')).total).toBe(1);
  });

  it('is the caller’s own: another user’s uid is 404, a foreign company 404, no ordering right 403', async () => {
    const other = await t.request({ method: 'GET', url: endUsers(ULLA), session: manager });
    expect(other.statusCode).toBe(404);
    const foreign = await t.request({
      method: 'GET',
      url: endUsers(MARIA, DEMO_COMPANY.kettu),
      session: manager,
    });
    expect(foreign.statusCode).toBe(404);
    const noRight = await t.request({ method: 'GET', url: endUsers(ULLA), session: ulla });
    expect(noRight.statusCode).toBe(403);
  });
});
