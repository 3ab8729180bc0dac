import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyDisabledPermissions, disabledPermissions } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

/** The permissions switched off everywhere and per company (stored expanded, as rights are). */
export class PermissionCatalogueRepo {
  constructor(private readonly db: Database) {}

  async disabled(): Promise<Set<string>> {
    const rows = await this.db.select({ name: disabledPermissions.permission }).from(disabledPermissions);
    return new Set(rows.map((row) => row.name));
  }

  async disabledIn(companyId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ name: companyDisabledPermissions.permission })
      .from(companyDisabledPermissions)
      .where(eq(companyDisabledPermissions.companyId, companyId));
    return new Set(rows.map((row) => row.name));
  }

  async setDisabled(names: readonly string[], disabled: boolean, along: AlongWith): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (disabled)
        await tx
          .insert(disabledPermissions)
          .values(names.map((permission) => ({ permission })))
          .onConflictDoNothing();
      else await tx.delete(disabledPermissions).where(inArray(disabledPermissions.permission, [...names]));
      await along(tx);
    });
  }

  async setDisabledIn(companyId: string, names: readonly string[], along: AlongWith): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(companyDisabledPermissions)
        .where(and(eq(companyDisabledPermissions.companyId, companyId)));
      if (names.length > 0)
        await tx
          .insert(companyDisabledPermissions)
          .values(names.map((permission) => ({ companyId, permission })));
      await along(tx);
    });
  }
}
