import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const MIGRATION = path.join(import.meta.dirname, '../../db/migrations/0079_service_apns.sql');

describe('migration 0079: the services in the inventory get their package’s standard APN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const firstOf = async (packageCode: string) =>
    (
      await t.db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.companyId, DEMO_COMPANY.aurora), eq(services.packageCode, packageCode)))
        .limit(1)
    )[0]!.id;

  it('gives a 5G subscription the catalogue’s standard APN and a package without an APN list none', async () => {
    const ids = [await firstOf('MOB_5G_300'), await firstOf('MOB_PUHE')];
    // As the rows were before the migration: no APNs kept.
    await t.db.update(services).set({ apns: [] }).where(inArray(services.id, ids));

    // The first statement adds the column, which the test database has already.
    const [, ...backfill] = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const apnsOf = async (id: string) =>
      (await t.db.select({ apns: services.apns }).from(services).where(eq(services.id, id)))[0]!.apns;
    expect(await apnsOf(ids[0]!)).toEqual([{ name: 'internet', type: 'PUBLIC' }]);
    expect(await apnsOf(ids[1]!)).toEqual([]);
  });
});
