import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CompanySearchHit } from '@kaista/domain/company-search';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing, startingWith } from '../../db/like-pattern';
import { companies, companyMemberships } from '../../db/schema';

/** The expression the trigram index `companies_search_trgm_idx` is built on; keep the two identical. */
const searchText = sql`lower(${companies.name} || ' ' || ${companies.businessId} || ' ' || ${companies.customerNumber})`;
const MAX_TERMS = 6;
/**
 * Bounded work: a search ranks at most this many matches, the first the index finds. A query matching more
 * (a word in every name) is too broad to page through; the answer says so (`totalCapped`).
 */
export const RANKED_MATCHES_CAP = 1_000;

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
    terms.map((term) => sql`${searchText} LIKE ${containing(term)}`),
    sql` AND `,
  );
}

/**
 * Relevance: an exact business ID or customer number first, then the exact name, a name that starts with
 * the query, a word of the name that does, and the rest. Within a class, an earlier and then a shorter
 * match first: cheap enough to sort every match of a common word.
 */
function closeness(query: string): SQL[] {
  const q = withBusinessIdHyphen(query.toLowerCase());
  const prefix = startingWith(q);
  const relevance = sql`CASE
    WHEN lower(${companies.businessId}) = ${q} OR lower(${companies.customerNumber}) = ${q} THEN 0
    WHEN lower(${companies.name}) = ${q} THEN 1
    WHEN lower(${companies.name}) LIKE ${prefix} THEN 2
    WHEN lower(${companies.name}) LIKE ${`% ${prefix}`} THEN 3
    ELSE 4 END`;
  const at = sql`nullif(strpos(lower(${companies.name}), ${q}), 0)`;
  return [relevance, asc(at), asc(sql`length(${companies.name})`)];
}

export interface SearchOptions {
  query: string;
  includeCustomerStatus: boolean;
  offset: number;
  pageSize: number;
}

export class CompanySearchRepo {
  constructor(private readonly db: Database) {}

  async search(options: SearchOptions): Promise<Page<CompanySearchHit>> {
    const where = matchAll(termsOf(options.query));
    const query = options.query.toLowerCase();
    const matches = this.db
      .select({ id: companies.id })
      .from(companies)
      .where(where)
      .limit(RANKED_MATCHES_CAP + 1)
      .as('matches');
    // The page never reaches past the cap, though one match more is read to tell that there are more.
    const limit = Math.min(options.pageSize, RANKED_MATCHES_CAP - options.offset);
    const rows =
      limit <= 0
        ? []
        : await this.db
            .select({
              uid: companies.id,
              name: companies.name,
              businessId: companies.businessId,
              customerNumber: companies.customerNumber,
              city: companies.headOfficeCity,
              matches: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(companies)
            .innerJoin(matches, eq(matches.id, companies.id))
            .orderBy(...(query ? closeness(query) : []), asc(companies.name), asc(companies.id))
            .offset(options.offset)
            .limit(limit);
    // Every row carries the number of matches; a page past the end has none to carry it.
    const matched = rows[0]?.matches ?? (await this.count(where));
    const total = Math.min(matched, RANKED_MATCHES_CAP);
    const hits: CompanySearchHit[] = rows.map(({ matches: _, ...hit }) => hit);
    const items = options.includeCustomerStatus ? await this.withCustomerStatus(hits) : hits;
    const { offset, pageSize } = options;
    return { items, total, totalCapped: matched > RANKED_MATCHES_CAP, offset, pageSize };
  }

  /** The matches up to one past the cap, like the ranked set. */
  private async count(where: SQL | undefined): Promise<number> {
    const capped = this.db
      .select({ id: companies.id })
      .from(companies)
      .where(where)
      .limit(RANKED_MATCHES_CAP + 1)
      .as('capped');
    const [counted] = await this.db.select({ total: count() }).from(capped);
    return counted?.total ?? 0;
  }

  private async withCustomerStatus(hits: CompanySearchHit[]): Promise<CompanySearchHit[]> {
    const customers = await this.withUsers(hits.map((hit) => hit.uid));
    return hits.map((hit) => ({ ...hit, customerStatus: customers.has(hit.uid) ? 'CUSTOMER' : 'PROSPECT' }));
  }

  /** Of the given companies, those with portal users: customers rather than prospects. */
  private async withUsers(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ id: companyMemberships.companyId })
      .from(companyMemberships)
      .where(inArray(companyMemberships.companyId, ids));
    return new Set(rows.map((row) => row.id));
  }
}
