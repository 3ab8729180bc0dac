import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table, for a subquery in a select list that refers to the outer row. In the select
 * list of a one-table query drizzle names columns bare, and a bare name binds to the subquery's own table when
 * that has a column of the name: `gm.company_id = "company_id"` compared a member row with itself.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
