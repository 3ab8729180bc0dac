import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/company-row';
import { companies } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type NewCompanyRow = Omit<typeof companies.$inferInsert, 'id' | 'customerNumber' | 'createdAt'>;

/** §9: the operator's prefix of customer numbers. */
const CUSTOMER_NUMBER_PREFIX = 'DNA';

/** §2 /0/company/new: a company registered under the next company number. */
export class NewCompanyRepo {
  constructor(private readonly db: Database) {}

  async findByBusinessId(businessId: string): Promise<CompanyRow | null> {
    const [row] = await this.db.select().from(companies).where(eq(companies.businessId, businessId));
    return row ?? null;
  }

  /** Inserts a company under the next company number; null when the business ID was taken meanwhile. */
  async createCompany(company: NewCompanyRow): Promise<CompanyRow | null> {
    const id = await this.nextCompanyNumber();
    try {
      const [row] = await this.db
        .insert(companies)
        .values({ ...company, id, customerNumber: `${CUSTOMER_NUMBER_PREFIX}${id}` })
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async nextCompanyNumber(): Promise<string> {
    const [row] = await this.db
      .select({ id: sql<string>`nextval('company_number_seq')::text` })
      .from(sql`(SELECT 1) AS one`);
    if (!row) throw new Error('company_number_seq gave no value');
    return row.id;
  }
}
