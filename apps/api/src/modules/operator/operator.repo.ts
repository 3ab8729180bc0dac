import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/company-row';
import { companies, companyMemberships, users } from '../../db/schema';

export type NewCompanyRow = Omit<typeof companies.$inferInsert, 'id' | 'customerNumber' | 'createdAt'>;

/** §9: the operator's prefix of customer numbers. */
const CUSTOMER_NUMBER_PREFIX = 'DNA';
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === UNIQUE_VIOLATION);
}

export class OperatorRepo {
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

  async companyName(id: string): Promise<string | null> {
    const [row] = await this.db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
    return row?.name ?? null;
  }

  private async nextCompanyNumber(): Promise<string> {
    const [row] = await this.db
      .select({ id: sql<string>`nextval('company_number_seq')::text` })
      .from(sql`(SELECT 1) AS one`);
    if (!row) throw new Error('company_number_seq gave no value');
    return row.id;
  }

  /** The company's users with their roles there and their global roles, by name. */
  async companyUsers(companyId: string) {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        globalRoles: users.globalRoles,
        roles: companyMemberships.roles,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(eq(companyMemberships.companyId, companyId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }
}
