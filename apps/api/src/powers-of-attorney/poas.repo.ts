import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { servicePoas } from '../db/schema';
import type { AlongWith } from '../routing/change-audit';

export type PoaRow = typeof servicePoas.$inferSelect;

/**
 * The powers of attorney of both kinds (decision 018): a service's and a port-in's are rows of one table, so
 * the signing's result is recorded, and the §4 state read, the same way for both.
 */
export class PoasRepo {
  constructor(private readonly db: Database) {}

  /** A new power of attorney and what goes with it (its audit entry), in one transaction. */
  async insert(values: typeof servicePoas.$inferInsert, along: AlongWith): Promise<PoaRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(servicePoas).values(values).returning();
      if (!row) throw new Error('power of attorney insert returned nothing');
      await along(tx);
      return row;
    });
  }

  async find(companyId: string, id: string): Promise<PoaRow | null> {
    const [row] = await this.db
      .select()
      .from(servicePoas)
      .where(and(eq(servicePoas.companyId, companyId), eq(servicePoas.id, id)));
    return row ?? null;
  }

  /** The port-in powers of attorney of a cart, newest first. */
  async ofCart(companyId: string, cartCode: string): Promise<PoaRow[]> {
    return this.db
      .select()
      .from(servicePoas)
      .where(and(eq(servicePoas.companyId, companyId), eq(servicePoas.cartCode, cartCode)))
      .orderBy(desc(servicePoas.createdAt), desc(servicePoas.id));
  }

  /**
   * Records a pending power of attorney's signing result and its audit entry in one transaction; null when
   * it was decided meanwhile (only a PENDING one changes).
   */
  async decide(
    companyId: string,
    id: string,
    set: Pick<PoaRow, 'status' | 'decidedAt' | 'decidedById' | 'decidedByName'>,
    along: AlongWith,
  ): Promise<PoaRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(servicePoas)
        .set(set)
        .where(
          and(
            eq(servicePoas.companyId, companyId),
            eq(servicePoas.id, id),
            eq(servicePoas.status, 'PENDING'),
          ),
        )
        .returning();
      if (!row) return null;
      await along(tx);
      return row;
    });
  }
}
