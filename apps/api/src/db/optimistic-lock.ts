import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound, preconditionFailed } from '../http-errors';

/**
 * Optimistic locking for any table with an integer `version` column, in one conditional UPDATE: the row
 * changes only where it still has the version the caller read, so of two racing writers exactly one wins
 * without a lock held between the read and the write. Users, carts and payers copy these three pieces.
 */
export const versionedWhere = (version: AnyPgColumn, where: SQL, expected: number | undefined): SQL =>
  expected === undefined ? where : (and(where, eq(version, expected)) ?? where);

/** The SET part: the version moves on with every change, so a reader's ETag is stale after it. */
export const nextVersion = (version: AnyPgColumn): SQL => sql`${version} + 1`;

/**
 * An UPDATE that matched nothing was either stale (412) or about a row that is not there (404); only
 * then is the row looked up again, so the common path stays one statement.
 */
export async function versionedResult<R>(
  updated: R | undefined,
  exists: () => Promise<boolean>,
  what: string,
): Promise<R> {
  if (updated) return updated;
  if (await exists()) throw preconditionFailed();
  throw notFound(what);
}
