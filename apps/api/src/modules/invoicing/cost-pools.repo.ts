import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { paginate, type PageRequest } from '../../db/paginate';
import { costPools } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type CostPoolRow = typeof costPools.$inferSelect;

/** A company's cost centres, always filtered by the company. */
export class CostPoolsRepo {
  constructor(private readonly db: Database) {}

  async all(companyId: string, limit: number): Promise<CostPoolRow[]> {
    return this.db
      .select()
      .from(costPools)
      .where(eq(costPools.companyId, companyId))
      .orderBy(asc(costPools.name), asc(costPools.id))
      .limit(limit);
  }

  async page(
    companyId: string,
    query: PageRequest & { name?: string | undefined },
  ): Promise<Page<CostPoolRow>> {
    const where = and(
      eq(costPools.companyId, companyId),
      query.name ? ilike(costPools.name, containing(query.name)) : undefined,
    );
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(costPools)
          .where(where)
          .orderBy(asc(costPools.name), asc(costPools.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(costPools)
        .where(where)
        .$dynamic(),
    });
  }

  async nameTaken(companyId: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(costPools)
      .where(and(eq(costPools.companyId, companyId), sql`lower(${costPools.name}) = lower(${name})`));
    return row !== undefined;
  }

  /** Null when the name was taken meanwhile (the unique index), so the caller answers a conflict. */
  async create(
    companyId: string,
    values: { name: string; description: string | null },
    along: AlongWith,
  ): Promise<CostPoolRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(costPools)
        .values({ companyId, ...values })
        .onConflictDoNothing()
        .returning();
      if (row) await along(tx);
      return row ?? null;
    });
  }
}
