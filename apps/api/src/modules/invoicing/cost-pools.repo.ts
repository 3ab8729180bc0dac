import { and, asc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { CostPoolValues } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
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

  async find(companyId: string, id: string): Promise<CostPoolRow | null> {
    const [row] = await this.db.select().from(costPools).where(costPool(companyId, id));
    return row ?? null;
  }

  /** Whether another cost centre of the company (not `except`, the one being renamed) has the name. */
  async nameTaken(companyId: string, name: string, except?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(costPools)
      .where(
        and(
          eq(costPools.companyId, companyId),
          sql`lower(${costPools.name}) = lower(${name})`,
          except ? ne(costPools.id, except) : undefined,
        ),
      );
    return row !== undefined;
  }

  /** Null when the name was taken meanwhile (the unique index), so the caller answers a conflict. */
  async create(companyId: string, values: CostPoolValues, along: AlongWith): Promise<CostPoolRow | null> {
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

  /** Conditional on the version read (412 when stale); the unique name index's refusal is the caller's. */
  async update(
    companyId: string,
    id: string,
    values: CostPoolValues,
    expected: number | undefined,
    along: (row: CostPoolRow) => AlongWith,
  ): Promise<CostPoolRow> {
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(costPools)
        .set({ ...values, version: nextVersion(costPools.version), updatedAt: sql`now()` })
        .where(versionedWhere(costPools.version, costPool(companyId, id), expected))
        .returning();
      if (row) await along(row)(tx);
      return row;
    });
    return versionedResult(updated, async () => (await this.find(companyId, id)) !== null, 'Cost centre');
  }
}

const costPool = (companyId: string, id: string) =>
  and(eq(costPools.companyId, companyId), eq(costPools.id, id)) as SQL;
