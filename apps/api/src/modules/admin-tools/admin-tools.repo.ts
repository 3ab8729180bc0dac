import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

export class AdminToolsRepo {
  constructor(private readonly db: Database) {}

  async companyName(id: string): Promise<string | null> {
    const [row] = await this.db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
    return row?.name ?? null;
  }
}
