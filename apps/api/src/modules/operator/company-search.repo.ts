import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { CompanySearchHit } from '@kaista/domain';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/** The expression the trigram index `companies_search_trgm_idx` is built on; keep the two identical. */
const searchText = sql`lower(${companies.name} || ' ' || ${companies.businessId} || ' ' || ${companies.customerNumber})`;
const MAX_TERMS = 6;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A business ID typed without its hyphen (`20480494`) is found in its written form (`2048049-4`). */
const withBusinessIdHyphen = (term: string) =>
  /^\d{8}$/.test(term) ? `${term.slice(0, 7)}-${term.slice(7)}` : term;

function termsOf(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_TERMS).map(withBusinessIdHyphen);
}

/** Every term must appear somewhere in the name, business ID or customer number. */
function matchAll(terms: readonly string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term) => sql`${searchText} LIKE ${`%${escapeLike(term)}%`}`),
    sql` AND `,
  );
}

/**
 * Relevance: an exact business ID or customer number first, then the exact name, a name that starts with
 * the query, a word of the name that does, and the rest by trigram similarity.
 */
function relevance(query: string): SQL {
  const q = withBusinessIdHyphen(query.toLowerCase());
  const prefix = `${escapeLike(q)}%`;
  return sql`CASE
    WHEN lower(${companies.businessId}) = ${q} OR lower(${companies.customerNumber}) = ${q} THEN 0
    WHEN lower(${companies.name}) = ${q} THEN 1
    WHEN lower(${companies.name}) LIKE ${prefix} THEN 2
    WHEN lower(${companies.name}) LIKE ${`% ${prefix}`} THEN 3
    ELSE 4 END`;
}

export interface SearchOptions {
  query: string;
  includeCustomerStatus: boolean;
  offset: number;
  pageSize: number;
}

export class CompanySearchRepo {
  constructor(private readonly db: Database) {}

  async search(options: SearchOptions): Promise<{ total: number; results: CompanySearchHit[] }> {
    const where = matchAll(termsOf(options.query));
    const [counted] = await this.db.select({ total: count() }).from(companies).where(where);
    const query = options.query.toLowerCase();
    const hasUsers = sql<boolean>`EXISTS (SELECT 1 FROM company_memberships m WHERE m.company_id = ${companies.id})`;
    const rows = await this.db
      .select({
        uid: companies.id,
        name: companies.name,
        businessId: companies.businessId,
        customerNumber: companies.customerNumber,
        city: companies.headOfficeCity,
        hasUsers: options.includeCustomerStatus ? hasUsers : sql<null>`NULL`,
      })
      .from(companies)
      .where(where)
      .orderBy(
        ...(query ? [relevance(query), desc(sql`similarity(lower(${companies.name}), ${query})`)] : []),
        asc(companies.name),
        asc(companies.id),
      )
      .offset(options.offset)
      .limit(options.pageSize);
    return {
      total: counted?.total ?? 0,
      results: rows.map(({ hasUsers: customer, ...hit }) =>
        options.includeCustomerStatus ? { ...hit, customerStatus: customer ? 'CUSTOMER' : 'PROSPECT' } : hit,
      ),
    };
  }
}
