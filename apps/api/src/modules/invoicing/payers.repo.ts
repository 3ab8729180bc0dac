import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PayerValues } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate, type PageRequest } from '../../db/paginate';
import { payers } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type PayerRow = typeof payers.$inferSelect;

const payer = (companyId: string, payerId: string) =>
  and(eq(payers.companyId, companyId), eq(payers.id, payerId)) as SQL;

/** The columns of a billing agreement's values; the address is four columns. */
function columnsOf(values: PayerValues) {
  const { address, ...rest } = values;
  return {
    ...rest,
    street: address?.street ?? null,
    postalNumber: address?.postalNumber ?? null,
    city: address?.city ?? null,
    country: address?.country ?? null,
  };
}

/** A company's billing agreements, always filtered by the company. */
export class PayersRepo {
  constructor(private readonly db: Database) {}

  async list(companyId: string, query: PageRequest & { q?: string | undefined }): Promise<Page<PayerRow>> {
    const term = query.q ? containing(query.q) : undefined;
    const where = and(
      eq(payers.companyId, companyId),
      term ? or(ilike(payers.name, term), ilike(payers.number, term)) : undefined,
    );
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(payers)
          .where(where)
          .orderBy(asc(payers.name), asc(payers.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(payers)
        .where(where)
        .$dynamic(),
    });
  }

  async find(companyId: string, payerId: string): Promise<PayerRow | null> {
    const [row] = await this.db.select().from(payers).where(payer(companyId, payerId));
    return row ?? null;
  }

  async create(
    companyId: string,
    values: PayerValues,
    along: (row: PayerRow) => AlongWith,
  ): Promise<PayerRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payers)
        .values({ companyId, ...columnsOf(values) })
        .returning();
      await along(row!)(tx);
      return row!;
    });
  }

  /** Changes the agreement only where it still has the version read (412 otherwise). */
  async update(
    companyId: string,
    payerId: string,
    values: PayerValues,
    expected: number | undefined,
    along: (row: PayerRow) => AlongWith,
  ): Promise<PayerRow> {
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payers)
        .set({ ...columnsOf(values), version: nextVersion(payers.version), updatedAt: sql`now()` })
        .where(versionedWhere(payers.version, payer(companyId, payerId), expected))
        .returning();
      if (row) await along(row)(tx);
      return row;
    });
    return versionedResult(
      updated,
      async () => (await this.find(companyId, payerId)) !== null,
      'Billing agreement',
    );
  }
}
