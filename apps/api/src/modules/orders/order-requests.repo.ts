import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderRequestFilter, OrderRequestListQuery } from '@kaista/domain/orders';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import {
  cataloguePrices,
  catalogueProducts,
  carts,
  companyMemberships,
  orderRequests,
  users,
} from '../../db/schema';

export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type CartRow = typeof carts.$inferSelect;

/** Requests of the company, or of one requester when `requesterId` is given. */
function whereOf(companyId: string, status: OrderRequestFilter, requesterId: string | null): SQL {
  return and(
    eq(orderRequests.companyId, companyId),
    status === 'ALL' ? undefined : eq(orderRequests.status, status),
    requesterId ? eq(orderRequests.requesterId, requesterId) : undefined,
  )!;
}

/** Order requests' SQL, always filtered by the company; decisions are conditional on the version read. */
export class OrderRequestsRepo {
  constructor(private readonly db: Database) {}

  async list(
    companyId: string,
    query: OrderRequestListQuery,
    requesterId: string | null,
  ): Promise<Page<OrderRequestRow>> {
    const where = whereOf(companyId, query.status, requesterId);
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(orderRequests)
          .where(where)
          .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(orderRequests)
        .where(where)
        .$dynamic(),
    });
  }

  async count(companyId: string, status: OrderRequestFilter, requesterId: string | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderRequests)
      .where(whereOf(companyId, status, requesterId));
    return row?.n ?? 0;
  }

  async find(companyId: string, id: string): Promise<OrderRequestRow | null> {
    const [row] = await this.db
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.companyId, companyId), eq(orderRequests.id, id)));
    return row ?? null;
  }

  async insert(values: typeof orderRequests.$inferInsert): Promise<OrderRequestRow> {
    const [row] = await this.db.insert(orderRequests).values(values).returning();
    return row!;
  }

  async update(
    row: OrderRequestRow,
    expected: number | undefined,
    changes: Partial<Pick<OrderRequestRow, 'status' | 'reason' | 'decidedByName' | 'decidedAt' | 'cartCode'>>,
  ): Promise<OrderRequestRow> {
    const where = and(eq(orderRequests.companyId, row.companyId), eq(orderRequests.id, row.id))!;
    const [updated] = await this.db
      .update(orderRequests)
      .set({ ...changes, version: nextVersion(orderRequests.version) })
      .where(versionedWhere(orderRequests.version, where, expected))
      .returning();
    return versionedResult(
      updated,
      async () => (await this.find(row.companyId, row.id)) !== null,
      'Order request',
    );
  }

  /** The caller's own cart that is still open (not submitted). */
  async openCart(companyId: string, userId: string, code: string): Promise<CartRow | null> {
    const [row] = await this.db
      .select()
      .from(carts)
      .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId), eq(carts.code, code)));
    return row && row.submittedAt === null ? row : null;
  }

  /** The cart leaves the user's open carts as a submitted one does (its lines now live in the request). */
  async closeCart(cart: CartRow, expected: number | undefined): Promise<void> {
    const where = and(eq(carts.companyId, cart.companyId), eq(carts.code, cart.code))!;
    const [row] = await this.db
      .update(carts)
      .set({ active: false, submittedAt: new Date(), version: nextVersion(carts.version) })
      .where(versionedWhere(carts.version, where, expected))
      .returning({ code: carts.code });
    await versionedResult(row, async () => true, 'Cart');
  }

  /** A new active B2B cart of the approver with the request's lines; their other carts step aside. */
  async copyToCart(companyId: string, userId: string, lines: CartRow['lines']): Promise<string> {
    await this.db
      .update(carts)
      .set({ active: false })
      .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId), eq(carts.active, true)));
    const [row] = await this.db
      .insert(carts)
      .values({ companyId, userId, channel: 'B2B', active: true, lines })
      .returning({ code: carts.code });
    return row!.code;
  }

  /** Names and prices of the products, for the request's summary and totals. */
  async products(codes: readonly string[]) {
    if (codes.length === 0) return [];
    const products = await this.db
      .select({ code: catalogueProducts.code, name: catalogueProducts.name })
      .from(catalogueProducts)
      .where(inArray(catalogueProducts.code, [...codes]));
    const prices = await this.db
      .select()
      .from(cataloguePrices)
      .where(inArray(cataloguePrices.productCode, [...codes]))
      .orderBy(asc(cataloguePrices.position));
    return products.map((product) => {
      const own = prices.filter((price) => price.productCode === product.code);
      const sum = (type: string) =>
        own
          .filter((price) => price.billingType === type)
          .reduce((total, price) => total + price.valueCents, 0);
      return { ...product, oneTimeCents: sum('ONE_TIME'), monthlyCents: sum('RECURRING') };
    });
  }

  /** The e-mail addresses of the company's approvers (OrdersHandleOrderRequest), or of those named. */
  async approverEmails(companyId: string, named: readonly string[] | null = null): Promise<string[]> {
    if (named?.length === 0) return [];
    const rows = await this.db
      .select({ email: users.email })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          sql`${'OrdersHandleOrderRequest'} = any(${companyMemberships.permissions})`,
          named ? inArray(companyMemberships.userId, [...named]) : undefined,
        ),
      );
    return rows.map((row) => row.email);
  }
}
