import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/company-row';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import {
  companies,
  companyExternalLinks,
  companyMemberships,
  companySites,
  shopStores,
  users,
} from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

type CompanyChanges = Partial<Pick<typeof companies.$inferInsert, 'name' | 'companyType'>> &
  Partial<
    Pick<
      typeof companies.$inferInsert,
      'headOfficeStreet' | 'headOfficePostalNumber' | 'headOfficeCity' | 'headOfficeCountry'
    >
  >;

const ADMIN_ROLES = sql`array['ServiceManagerUser','ServiceManager']::text[]`;

export class CompanyInfoRepo {
  constructor(private readonly db: Database) {}

  async company(companyId: string, db = this.db): Promise<CompanyRow | null> {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    return row ?? null;
  }

  /**
   * One change of the company in one transaction: its columns, whatever `also` writes beside them (the
   * links) and the audit row, conditional on the version the caller read (412 when stale).
   */
  async update(
    companyId: string,
    expected: number | undefined,
    changes: CompanyChanges,
    along: AlongWith,
    also?: AlongWith,
  ): Promise<CompanyRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set({ ...changes, version: nextVersion(companies.version) })
        .where(versionedWhere(companies.version, eq(companies.id, companyId), expected))
        .returning();
      const row = await versionedResult(
        updated,
        async () => !!(await this.company(companyId, tx)),
        'Company',
      );
      await also?.(tx);
      await along(tx);
      return row;
    });
  }

  links(companyId: string) {
    return this.db
      .select()
      .from(companyExternalLinks)
      .where(eq(companyExternalLinks.companyId, companyId))
      .orderBy(asc(companyExternalLinks.position));
  }

  /** Replaces the company's links, for `update`'s `also`. */
  replaceLinks(companyId: string, links: readonly { title: string; url: string }[]): AlongWith {
    return async (tx) => {
      await tx.delete(companyExternalLinks).where(eq(companyExternalLinks.companyId, companyId));
      if (links.length === 0) return;
      await tx
        .insert(companyExternalLinks)
        .values(links.map((link, position) => ({ companyId, position, ...link })));
    };
  }

  sites(companyId: string) {
    return this.db
      .select()
      .from(companySites)
      .where(eq(companySites.companyId, companyId))
      .orderBy(asc(companySites.name), asc(companySites.id));
  }

  stores(companyId: string) {
    return this.db
      .select()
      .from(shopStores)
      .where(eq(shopStores.companyId, companyId))
      .orderBy(asc(shopStores.id));
  }

  /** The company's service managers, by name. */
  administrators(companyId: string) {
    return this.db
      .select({
        uid: companyMemberships.userId,
        firstName: companyMemberships.firstName,
        lastName: companyMemberships.lastName,
        email: companyMemberships.email,
        phone: users.phone,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(
        and(eq(companyMemberships.companyId, companyId), sql`${companyMemberships.roles} && ${ADMIN_ROLES}`),
      )
      .orderBy(
        asc(companyMemberships.lastName),
        asc(companyMemberships.firstName),
        asc(companyMemberships.userId),
      );
  }
}
