import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { TARGET_SUBSCRIPTION } from '@kaista/domain/services';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { Page } from '@kaista/domain/shared/api';
import type { ServiceSortField, ServiceStatus, ServiceType } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { notFound } from '../../http-errors';
import { costPools, orderItems, orders, payers, servicePoas, services } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type ServiceRow = typeof services.$inferSelect;
export type PoaRow = typeof servicePoas.$inferSelect;
/** A service with the names of its cost centre and payer, as lists and the detail show it. */
export type NamedServiceRow = ServiceRow & { costPoolName: string | null; payerName: string | null };
export type ServiceChange = Partial<
  Pick<
    ServiceRow,
    | 'status'
    | 'suspensionKind'
    | 'scheduledTermination'
    | 'terminationKind'
    | 'endedOn'
    | 'iccid'
    | 'puk1'
    | 'puk2'
    | 'simActivatedAt'
    | 'costPoolId'
  >
>;

export interface ServiceListFilter {
  companyId: string;
  statuses?: readonly ServiceStatus[] | undefined;
  type?: ServiceType | undefined;
  costPoolId?: string | undefined;
  payerId?: string | undefined;
  user?: string | undefined;
  search?: string | undefined;
  sort: ServiceSortField;
  direction: SortDirection;
  offset: number;
  pageSize: number;
}

/** Each order lists the columns of one index after company_id, so deep pages walk the index only. */
const ORDER_COLUMNS: Record<ServiceSortField, { columns: (AnyPgColumn | SQL)[]; descending: boolean }> = {
  number: { columns: [services.number, services.id], descending: false },
  user: { columns: [sql`lower(${services.userName})`, services.id], descending: false },
  status: { columns: [services.status, services.number, services.id], descending: false },
  package: { columns: [services.packageName, services.id], descending: false },
  contractStart: { columns: [services.contractStart, services.id], descending: true },
};

function orderBy(sort: ServiceSortField, direction: SortDirection): SQL[] {
  const { columns, descending } = ORDER_COLUMNS[sort];
  const useDescending = direction === 'DEFAULT' ? descending : direction === 'DESC';
  return columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

/**
 * The digits of a number as people type it (040 123 4567, +358 40…, 00358…), in the form the inventory
 * holds after its +358: a national leading zero and an international prefix are dropped.
 */
export function numberDigits(search: string): string | null {
  if (!/^[+\d\s()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (!digits) return null;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

function searchCondition(search: string): SQL | undefined {
  const digits = numberDigits(search);
  if (digits) {
    const pattern = `%${digits}%`;
    return or(ilike(services.number, pattern), ilike(services.iccid, pattern));
  }
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(services.userName, pattern), ilike(services.number, pattern));
}

function whereOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(services.companyId, filter.companyId)];
  if (filter.statuses?.length) conditions.push(inArray(services.status, [...filter.statuses]));
  if (filter.type) conditions.push(eq(services.type, filter.type));
  if (filter.costPoolId) conditions.push(eq(services.costPoolId, filter.costPoolId));
  if (filter.payerId) conditions.push(eq(services.payerId, filter.payerId));
  if (filter.user) conditions.push(sql`lower(${services.userName}) = ${filter.user.toLowerCase()}`);
  if (filter.search) conditions.push(searchCondition(filter.search));
  return and(...conditions) as SQL;
}

const named = {
  service: services,
  costPoolName: costPools.name,
  payerName: payers.name,
};

/** Order statuses after which an order changes nothing more. */
const ENDED_ORDER_STATUSES = ['COMPLETED', 'SUCCESS', 'ERRORED', 'CANCELLED', 'DISCARDED'] as const;

/**
 * The key written as a literal, not a parameter, so the planner matches the expression index
 * `order_items_target_idx` (migration 0039) and a history is an index lookup however many orders there are.
 */
const TARGET_KEY = sql.raw(`'${TARGET_SUBSCRIPTION}'`);

/** An order one of whose items names the service as its target subscription. */
const targets = (companyId: string, serviceId: string): SQL =>
  sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems}
    where ${orderItems.companyId} = ${companyId}
    and (${orderItems.characteristics} ->> ${TARGET_KEY}) = ${serviceId})`;

export class ServicesRepo {
  constructor(private readonly db: Database) {}

  /** One page of the list: the page's ids from one index (a deferred join), then only those rows. */
  list(filter: ServiceListFilter, countCap: number): Promise<Page<NamedServiceRow>> {
    const where = whereOf(filter);
    return paginate(this.db, filter, {
      countCap,
      matches: this.db
        .select({ one: sql`1` })
        .from(services)
        .where(where)
        .$dynamic(),
      rows: ({ offset, pageSize }) => this.rows(filter, where, offset, pageSize),
    });
  }

  /** Every matching service, a batch at a time in the list's order, for an export that streams. */
  async *batches(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>, size: number) {
    const where = whereOf(filter);
    for (let offset = 0; ; offset += size) {
      const rows = await this.rows(filter, where, offset, size);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  }

  private async rows(
    filter: Pick<ServiceListFilter, 'companyId' | 'sort' | 'direction'>,
    where: SQL,
    offset: number,
    limit: number,
  ): Promise<NamedServiceRow[]> {
    const page = this.db
      .select({ id: services.id })
      .from(services)
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.direction))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await this.namedRows()
      .innerJoin(page, eq(page.id, services.id))
      .where(eq(services.companyId, filter.companyId))
      .orderBy(...orderBy(filter.sort, filter.direction));
    return rows.map(flatten);
  }

  private namedRows() {
    return this.db
      .select(named)
      .from(services)
      .leftJoin(
        costPools,
        and(eq(costPools.companyId, services.companyId), eq(costPools.id, services.costPoolId)),
      )
      .leftJoin(payers, and(eq(payers.companyId, services.companyId), eq(payers.id, services.payerId)))
      .$dynamic();
  }

  async findById(companyId: string, id: string, db: Database = this.db): Promise<NamedServiceRow | null> {
    const [row] = await db
      .select(named)
      .from(services)
      .leftJoin(
        costPools,
        and(eq(costPools.companyId, services.companyId), eq(costPools.id, services.costPoolId)),
      )
      .leftJoin(payers, and(eq(payers.companyId, services.companyId), eq(payers.id, services.payerId)))
      .where(and(eq(services.companyId, companyId), eq(services.id, id)));
    return row ? flatten(row) : null;
  }

  /** The cost centres and payers the company's services use, by name, for the list's filters. */
  async filterChoices(companyId: string) {
    const [pools, billing] = await Promise.all([
      this.db
        .select({ id: costPools.id, name: costPools.name })
        .from(costPools)
        .where(eq(costPools.companyId, companyId))
        .orderBy(asc(costPools.name)),
      this.db
        .select({ id: payers.id, name: payers.name })
        .from(payers)
        .where(eq(payers.companyId, companyId))
        .orderBy(asc(payers.name)),
    ]);
    return { costCentres: pools, payers: billing };
  }

  /** Whether any service anywhere holds the ICCID (a SIM card is one subscription's). */
  async iccidInUse(iccid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(services)
      .where(eq(services.iccid, iccid))
      .limit(1);
    return !!row;
  }

  /**
   * One change of a service and its audit row in one transaction, conditional on the version the caller
   * read (412 when stale, 404 when gone).
   */
  async change(
    companyId: string,
    id: string,
    expected: number | undefined,
    set: ServiceChange,
    along: AlongWith,
  ): Promise<NamedServiceRow> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const where = and(eq(services.companyId, companyId), eq(services.id, id)) as SQL;
      const [updated] = await tx
        .update(services)
        .set({ ...set, updatedAt: new Date(), version: nextVersion(services.version) })
        .where(versionedWhere(services.version, where, expected))
        .returning({ id: services.id });
      await versionedResult(
        updated,
        async () => (await this.findById(companyId, id, db)) !== null,
        'Service',
      );
      await along(db);
      const row = await this.findById(companyId, id, db);
      if (!row) throw new Error('changed service not found');
      return row;
    });
  }

  /** Writes a record of something read (a PUK view's audit row). */
  /** The name of one of the company's cost centres, or null when it is not the company's. */
  async costPoolName(companyId: string, id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: costPools.name })
      .from(costPools)
      .where(and(eq(costPools.companyId, companyId), eq(costPools.id, id)));
    return row?.name ?? null;
  }

  /** §7 /poa/create: the power of attorney and what goes with it (its audit entry), in one transaction. */
  async insertPoa(values: typeof servicePoas.$inferInsert, along: AlongWith): Promise<PoaRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(servicePoas).values(values).returning();
      if (!row) throw new Error('power of attorney insert returned nothing');
      await along(tx as unknown as Database);
      return row;
    });
  }

  async record(along: AlongWith): Promise<void> {
    await along(this.db);
  }

  /** Runs `work` in a transaction holding the service's row lock (404 when the service is not the company's). */
  async lockedForOrder<T>(companyId: string, id: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [locked] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.companyId, companyId), eq(services.id, id)))
        .for('update');
      if (!locked) throw notFound('Service');
      return work(tx);
    });
  }

  /** Whether an order of the type targeting the service is still open (neither completed nor ended). */
  async hasOpenOrder(companyId: string, id: string, orderType: string, db: Database = this.db) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.orderType, orderType),
          notInArray(orders.status, [...ENDED_ORDER_STATUSES]),
          targets(companyId, id),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** The orders that targeted the service, newest first, with the names of their products. */
  async orders(companyId: string, id: string, limit: number) {
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderType: orders.orderType,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), targets(companyId, id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const items = await this.db
      .select({ orderId: orderItems.orderId, name: orderItems.productName })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.companyId, companyId),
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(orderItems.itemNo));
    return rows.map((row) => ({
      ...row,
      products: items.filter((item) => item.orderId === row.id).map((item) => item.name),
    }));
  }

  /** Scheduled terminations due on or before `today`, across companies, for the job that carries them out. */
  async dueTerminations(today: string, limit: number): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(isNotNull(services.scheduledTermination), lte(services.scheduledTermination, today)))
      .limit(limit);
  }

  /** Ends a service whose scheduled termination is due; nothing when it changed meanwhile. */
  async endScheduled(row: ServiceRow, along: AlongWith): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(services)
        .set({
          status: 'TERMINATED',
          suspensionKind: null,
          endedOn: row.scheduledTermination,
          scheduledTermination: null,
          updatedAt: new Date(),
          version: nextVersion(services.version),
        })
        .where(
          and(
            eq(services.companyId, row.companyId),
            eq(services.id, row.id),
            eq(services.version, row.version),
          ),
        )
        .returning({ id: services.id });
      if (!updated) return false;
      await along(tx as unknown as Database);
      return true;
    });
  }
}

function flatten(row: { service: ServiceRow; costPoolName: string | null; payerName: string | null }) {
  return { ...row.service, costPoolName: row.costPoolName, payerName: row.payerName };
}
