import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/**
 * `db`, or `db` with `writes` as writable CTEs: the statement built on it sends them too (PostgreSQL runs
 * every data-modifying CTE, used or not). Writes that answer nothing then cost their transaction no round
 * trip of their own; they see the statement's snapshot, not each other's rows.
 */
export function withWrites(db: Database, writes: readonly SQLWrapper[]) {
  if (writes.length === 0) return db;
  return db.with(...writes.map((write, n) => db.$with(`written_${n}`, {}).as(write.getSQL())));
}
