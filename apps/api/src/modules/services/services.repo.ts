import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { costPools, payers, services } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';
import type { NamedServiceRow, ServiceRow } from './service-rows';

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

const named = {
  service: services,
  costPoolName: costPools.name,
  payerName: payers.name,
};

/** One service: its row with its names, and its changes, each with its audit row. */
export class ServicesRepo {
  constructor(private readonly db: Database) {}

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
      const where = and(eq(services.companyId, companyId), eq(services.id, id)) as SQL;
      const [updated] = await tx
        .update(services)
        .set({ ...set, updatedAt: new Date(), version: nextVersion(services.version) })
        .where(versionedWhere(services.version, where, expected))
        .returning({ id: services.id });
      await versionedResult(
        updated,
        async () => (await this.findById(companyId, id, tx)) !== null,
        'Service',
      );
      await along(tx);
      const row = await this.findById(companyId, id, tx);
      if (!row) throw new Error('changed service not found');
      return row;
    });
  }

  /** The name of one of the company's cost centres, or null when it is not the company's. */
  async costPoolName(companyId: string, id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: costPools.name })
      .from(costPools)
      .where(and(eq(costPools.companyId, companyId), eq(costPools.id, id)));
    return row?.name ?? null;
  }

  /** Writes a record of something read (a PUK view's audit row). */
  async record(along: AlongWith): Promise<void> {
    await along(this.db);
  }
}

function flatten<S>(row: { service: S; costPoolName: string | null; payerName: string | null }) {
  return { ...row.service, costPoolName: row.costPoolName, payerName: row.payerName };
}
