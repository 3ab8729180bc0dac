import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, userProfiles } from '../../db/schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'updatedAt'>>;

export class ProfileRepo {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<ProfileRow | null> {
    const [row] = await this.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    return row ?? null;
  }

  async save(userId: string, changes: ProfileChanges): Promise<void> {
    await this.db
      .insert(userProfiles)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...changes, updatedAt: new Date() } });
  }

  /** Names of the given companies, in the order of the ids; unknown ids are left out. */
  async companyRefs(ids: readonly string[]): Promise<{ uid: string; name: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ uid: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.uid, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
