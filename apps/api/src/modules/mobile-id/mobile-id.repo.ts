import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileIdActivations } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type MobileIdActivationRow = typeof mobileIdActivations.$inferSelect;

export class MobileIdRepo {
  constructor(private readonly db: Database) {}

  async activation(companyId: string): Promise<MobileIdActivationRow | null> {
    const [row] = await this.db
      .select()
      .from(mobileIdActivations)
      .where(eq(mobileIdActivations.companyId, companyId));
    return row ?? null;
  }

  /** The activation once: of two racing activations one row is written, the other gets null. */
  async activate(
    values: Omit<typeof mobileIdActivations.$inferInsert, 'version' | 'activatedAt'>,
    along: AlongWith,
  ): Promise<MobileIdActivationRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(mobileIdActivations).values(values).onConflictDoNothing().returning();
      if (!row) return null;
      await along(tx);
      return row;
    });
  }
}
