import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AssetProductGroup, AssetSortField, AssetStatus } from '@kaista/domain/services';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { assets, services } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type AssetRow = typeof assets.$inferSelect;
/** An asset with the number of the subscription it is used with. */
export type LinkedAssetRow = AssetRow & { serviceNumber: string | null };

export interface AssetListFilter {
  companyId: string;
  status?: AssetStatus | undefined;
  productGroup?: AssetProductGroup | undefined;
  search?: string | undefined;
  sort: AssetSortField;
  direction: SortDirection;
}

/** Each order lists the columns of one index after company_id, so deep pages walk the index only. */
const ORDER_COLUMNS: Record<AssetSortField, { columns: (AnyPgColumn | SQL)[]; descending: boolean }> = {
  product: { columns: [assets.productName, assets.id], descending: false },
  status: { columns: [assets.status, assets.productName, assets.id], descending: false },
  user: { columns: [sql`lower(${assets.userName})`, assets.id], descending: false },
  purchased: { columns: [assets.purchasedOn, assets.id], descending: true },
  imei: { columns: [assets.imei, assets.id], descending: false },
};

function orderBy(sort: AssetSortField, direction: SortDirection): SQL[] {
  const { columns, descending } = ORDER_COLUMNS[sort];
  const useDescending = direction === 'DEFAULT' ? descending : direction === 'DESC';
  return columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

/** Digits (an IMEI or a serial number as typed, spaces and dashes allowed) or a part of a name. */
function searchCondition(search: string): SQL | undefined {
  const digits = /^[\d\s-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  if (digits) return or(ilike(assets.imei, `${digits}%`), ilike(assets.serialNumber, `%${digits}%`));
  const pattern = containing(search);
  return or(
    ilike(assets.productName, pattern),
    ilike(assets.userName, pattern),
    ilike(assets.serialNumber, pattern),
  );
}

function whereOf(filter: AssetListFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(assets.companyId, filter.companyId)];
  if (filter.status) conditions.push(eq(assets.status, filter.status));
  if (filter.productGroup) conditions.push(eq(assets.productGroup, filter.productGroup));
  if (filter.search) conditions.push(searchCondition(filter.search));
  return and(...conditions) as SQL;
}

const linked = { asset: assets, serviceNumber: services.number };
const flatten = (row: { asset: AssetRow; serviceNumber: string | null }): LinkedAssetRow => ({
  ...row.asset,
  serviceNumber: row.serviceNumber,
});

export class AssetsRepo {
  constructor(private readonly db: Database) {}

  /** One page of the list: the page's ids from one index (a deferred join), then only those rows. */
  list(filter: AssetListFilter, page: { offset: number; pageSize: number }, countCap: number) {
    const where = whereOf(filter);
    return paginate(this.db, page, {
      countCap,
      matches: this.db
        .select({ one: sql`1` })
        .from(assets)
        .where(where)
        .$dynamic(),
      rows: ({ offset, pageSize }) => this.rows(filter, where, offset, pageSize),
    }) as Promise<Page<LinkedAssetRow>>;
  }

  private async rows(filter: AssetListFilter, where: SQL, offset: number, limit: number) {
    const page = this.db
      .select({ id: assets.id })
      .from(assets)
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.direction))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await this.linkedRows(this.db)
      .innerJoin(page, eq(page.id, assets.id))
      .where(eq(assets.companyId, filter.companyId))
      .orderBy(...orderBy(filter.sort, filter.direction));
    return rows.map(flatten);
  }

  private linkedRows(db: Database) {
    return db
      .select(linked)
      .from(assets)
      .leftJoin(services, and(eq(services.companyId, assets.companyId), eq(services.id, assets.serviceId)))
      .$dynamic();
  }

  async findById(companyId: string, id: string, db: Database = this.db): Promise<LinkedAssetRow | null> {
    const [row] = await this.linkedRows(db).where(and(eq(assets.companyId, companyId), eq(assets.id, id)));
    return row ? flatten(row) : null;
  }

  /** §7 /search/assets: the best few matches in product order. */
  async search(companyId: string, search: string, hits: number): Promise<LinkedAssetRow[]> {
    const rows = await this.linkedRows(this.db)
      .where(and(eq(assets.companyId, companyId), searchCondition(search)))
      .orderBy(asc(assets.productName), asc(assets.id))
      .limit(hits);
    return rows.map(flatten);
  }

  /** The product groups the company's assets fall in, with their counts. */
  async productGroups(companyId: string) {
    return this.db
      .select({ group: assets.productGroup, count: count() })
      .from(assets)
      .where(eq(assets.companyId, companyId))
      .groupBy(assets.productGroup)
      .orderBy(asc(assets.productGroup));
  }

  /**
   * One change of an asset and what goes along with it (its audit row, its order) in one transaction,
   * conditional on the version the caller read (412 when stale, 404 when gone).
   */
  async change(
    companyId: string,
    id: string,
    expected: number | undefined,
    set: Partial<Pick<AssetRow, 'status' | 'repairFault' | 'repairRequestedAt'>>,
    along: AlongWith,
  ): Promise<LinkedAssetRow> {
    return this.db.transaction(async (tx) => {
      const where = and(eq(assets.companyId, companyId), eq(assets.id, id)) as SQL;
      const [updated] = await tx
        .update(assets)
        .set({ ...set, updatedAt: new Date(), version: nextVersion(assets.version) })
        .where(versionedWhere(assets.version, where, expected))
        .returning({ id: assets.id });
      await versionedResult(updated, async () => (await this.findById(companyId, id, tx)) !== null, 'Asset');
      await along(tx);
      const row = await this.findById(companyId, id, tx);
      if (!row) throw new Error('changed asset not found');
      return row;
    });
  }
}
