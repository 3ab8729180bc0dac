import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketContactGroups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = '/api/businesses/100001';
const POHJOLA = '/api/businesses/100002';
const MIGRATION = path.join(import.meta.dirname, '../../db/migrations/0077_contact_group_names.sql');

describe('contact group names (§8 PARTY_EXISTS_WITH_NAME)', () => {
  let t: TestApp;
  let manager: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    operator = await t.login('admin@kaista.example');
  });
  afterAll(() => t.close());

  const create = (session: string, company: string, name: string) =>
    t.request({
      method: 'POST',
      url: `${company}/contactgroups`,
      payload: { name, emails: ['noc@example.com'] },
      session,
    });
  const namesIn = async (companyId: string, like: string) =>
    (
      await t.db
        .select({ name: ticketContactGroups.name })
        .from(ticketContactGroups)
        .where(
          and(eq(ticketContactGroups.companyId, companyId), sql`${ticketContactGroups.name} ilike ${like}`),
        )
    )
      .map((row) => row.name)
      .sort();

  it('refuses a name the company has, in another case or with spaces around it, on the name field', async () => {
    expect((await create(manager, AURORA, 'Palvelinsali')).statusCode).toBe(201);
    for (const again of ['palvelinSALI', '  Palvelinsali  ']) {
      const refused = await create(manager, AURORA, again);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PARTY_EXISTS_WITH_NAME',
        fieldErrors: { name: 'error.party-exists-with-name' },
      });
    }
    expect(await namesIn('100001', 'palvelinsali%')).toEqual(['Palvelinsali']);
  });

  it('makes one group of many made at once under one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(manager, AURORA, index % 2 ? 'Yövuoro' : 'YÖVUORO ')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await namesIn('100001', 'yövuoro%')).toHaveLength(1);
  });

  it('takes a name another company has', async () => {
    expect((await create(manager, AURORA, 'Kenttätiimi')).statusCode).toBe(201);
    expect((await create(operator, POHJOLA, 'kenttätiimi')).statusCode).toBe(201);
  });

  it('refuses a name over 100 characters on the name field', async () => {
    const refused = await create(manager, AURORA, 'n'.repeat(101));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ name: 'validation.max-length' });
  });

  it('migrates groups that shared a name: later ones numbered after the first, none lost', async () => {
    await t.db.execute(sql`drop index ticket_contact_groups_name_key`);
    const made = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    await t.db.insert(ticketContactGroups).values([
      { companyId: '100001', name: 'Varasto', createdAt: made(1) },
      { companyId: '100001', name: ' VARASTO', createdAt: made(2) },
      { companyId: '100001', name: 'varasto', createdAt: made(3) },
      // A later one skips the number a group already has.
      { companyId: '100001', name: 'Varasto (2)', createdAt: made(0) },
      { companyId: '100002', name: 'Varasto', createdAt: made(4) },
    ]);
    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    expect(await namesIn('100001', '%varasto%')).toEqual([
      'VARASTO (3)',
      'Varasto',
      'Varasto (2)',
      'varasto (4)',
    ]);
    expect(await namesIn('100002', '%varasto%')).toEqual(['Varasto']);
    // The unique index is back: a name only the index compares (the API check is not asked) is refused.
    await expect(
      t.db.insert(ticketContactGroups).values({ companyId: '100001', name: 'varasto (3) ' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
