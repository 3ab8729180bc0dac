import { sql, type Column, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { companyGroupMembers, companyGroups } from './schema';
import { qualified } from './qualified-column';

const db = drizzle.mock();

describe('a subquery in the select list of a one-table query', () => {
  it('names the outer column bare when given the column, and with its table through qualified', () => {
    const count = (outer: Column | SQL) =>
      db
        .select({
          id: companyGroups.id,
          members: sql`(select count(*) from ${companyGroupMembers} gm where gm.company_id = ${outer})`,
        })
        .from(companyGroups)
        .toSQL().sql;
    expect(count(companyGroups.companyId)).toContain('gm.company_id = "company_id"');
    expect(count(qualified(companyGroups.companyId))).toContain(
      'gm.company_id = "company_groups"."company_id"',
    );
  });
});
