import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/company-row';
import { companies } from '../../db/schema';

export class BusinessesRepo {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<CompanyRow | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id));
    return row ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<CompanyRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(companies)
      .where(inArray(companies.id, [...ids]))
      .orderBy(companies.name);
  }
}
