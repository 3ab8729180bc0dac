import { asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { paginate, type PageRequest } from '../../db/paginate';
import { endUsers } from '../../db/schema';

/** 'First Last' of a person, the organization's name otherwise: what end_users_search_idx indexes. */
export const endUserDisplayName = sql<string>`coalesce(${endUsers.firstName} || ' ' || ${endUsers.lastName}, ${endUsers.name}, '')`;

/** The end users whose name or e-mail address contains the text, whatever its case. */
export const nameOrEmailContains = (text: string) => {
  const term = containing(text);
  return or(ilike(endUserDisplayName, term), ilike(endUsers.email, term));
};

/** The order of end_users_name_idx: 'Last First' or the organization's name, case-folded. */
const sortName = sql`lower(coalesce(${endUsers.lastName} || ' ' || ${endUsers.firstName}, ${endUsers.name}))`;

/**
 * One page of the end users matching `where`, in the name index's order, with whichever columns the caller
 * selects (`db.select(columns).from(endUsers).where(where).$dynamic()`): the company's end-user list and the
 * cart's end-user search alike.
 */
export function pageOfEndUsers<Selection extends PgSelect>(
  db: Database,
  request: PageRequest,
  selection: Selection,
  where: SQL | undefined,
): Promise<Page<Selection['_']['result'][number]>> {
  return paginate(db, request, {
    rows: ({ offset, pageSize }) =>
      selection.orderBy(asc(sortName), asc(endUsers.id)).limit(pageSize).offset(offset),
    matches: db
      .select({ one: sql`1` })
      .from(endUsers)
      .where(where)
      .$dynamic(),
  });
}
