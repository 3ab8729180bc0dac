import { and, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EndUser } from '@kaista/domain/ordering';
import type { Page } from '@kaista/domain/shared/api';
import { endUserNameFilter, type CartEndUser, type EndUserSearchQuery } from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { startingWith } from '../../db/like-pattern';
import { endUsers } from '../../db/schema';
import { endUserDisplayName, nameOrEmailContains, pageOfEndUsers } from './end-user-pages';
import { apiError, notFound } from '../../http-errors';
import { ownUser } from '../../plugins/session/own-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';

const columns = {
  uid: endUsers.id,
  partyType: endUsers.partyType,
  firstName: sql<string>`coalesce(${endUsers.firstName}, '')`,
  lastName: sql<string>`coalesce(${endUsers.lastName}, '')`,
  name: endUserDisplayName,
  email: sql<string>`coalesce(${endUsers.email}, '')`,
  mobileNumber: sql<string>`coalesce(${endUsers.mobileNumber}, '')`,
  hasIdentity: sql<boolean>`${endUsers.linkedUserId} is not null`,
};

type Row = Omit<CartEndUser, 'partyType'> & { partyType: string };
const toCartEndUser = (row: Row): CartEndUser => ({
  ...row,
  partyType: row.partyType === 'ORGANIZATION' ? 'ORGANIZATION' : 'INDIVIDUAL',
});

/**
 * §7 the cart's end users under /businesses/{id}/users/{uid}: the orderer searches the company's end users
 * (§5 the two-word split, up to 100 at a time) and adds a new one. The uid is the caller's own: carts and
 * what they pick from are per user, another user's uid is as unknown as another company's (404).
 */
export class CartEndUsers {
  constructor(private readonly db: Database) {}

  async search(access: CompanyAccess, uid: string, query: EndUserSearchQuery): Promise<Page<CartEndUser>> {
    ownUser(access, uid);
    const filters: (SQL | undefined)[] = [eq(endUsers.companyId, access.companyId)];
    if (query.entity) filters.push(eq(endUsers.partyType, query.entity));
    const name = endUserNameFilter(query);
    if (name.kind === 'person') {
      if (name.firstName) filters.push(ilike(endUsers.firstName, startingWith(name.firstName)));
      if (name.lastName) filters.push(ilike(endUsers.lastName, startingWith(name.lastName)));
    } else if (name.kind === 'text') {
      filters.push(nameOrEmailContains(name.text));
    }
    if (query.hasEmail === 'true') filters.push(and(isNotNull(endUsers.email), ne(endUsers.email, '')));
    if (query.hasEmail === 'false') filters.push(or(isNull(endUsers.email), eq(endUsers.email, '')));
    if (query.hasIdentity === 'true') filters.push(isNotNull(endUsers.linkedUserId));
    if (query.hasIdentity === 'false') filters.push(isNull(endUsers.linkedUserId));
    const where = and(...filters);
    const page = await pageOfEndUsers(
      this.db,
      query,
      this.db.select(columns).from(endUsers).where(where).$dynamic(),
      where,
    );
    return { ...page, items: page.items.map(toCartEndUser) };
  }

  /**
   * §7 POST /endusers: the new end user, with its audit row in one transaction. §8: an e-mail address names one
   * party of the company (PARTY_EXISTS_WITH_EMAIL) and an organization's name one organization
   * (PARTY_EXISTS_WITH_NAME); the company's end users are locked for the check, so two orderers adding the
   * same party at once get one row and one 409.
   */
  async create(
    access: CompanyAccess,
    uid: string,
    party: EndUser,
    audit: AuditRecorder,
  ): Promise<CartEndUser> {
    ownUser(access, uid);
    const person = party.partyType === 'INDIVIDUAL';
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`end-users:${access.companyId}`}))`);
      await refuseExisting(tx, access.companyId, party);
      const [inserted] = await tx
        .insert(endUsers)
        .values({
          companyId: access.companyId,
          partyType: party.partyType,
          firstName: person ? party.firstName : null,
          lastName: person ? party.lastName : null,
          name: person ? null : party.name,
          email: party.email || null,
          mobileNumber: party.mobileNumber || null,
        })
        .returning({ id: endUsers.id });
      if (!inserted) throw notFound('End user');
      await audit('enduser.create', `${party.name} (${party.partyType})`)(tx);
      return inserted;
    });
    return {
      uid: row.id,
      partyType: party.partyType,
      firstName: person ? party.firstName : '',
      lastName: person ? party.lastName : '',
      name: party.name,
      email: party.email,
      mobileNumber: party.mobileNumber,
      hasIdentity: false,
    };
  }
}

async function refuseExisting(db: Database, companyId: string, party: EndUser): Promise<void> {
  const sameEmail = party.email ? sql`lower(${endUsers.email}) = ${party.email.toLowerCase()}` : sql`false`;
  const sameOrganization =
    party.partyType === 'ORGANIZATION'
      ? and(
          eq(endUsers.partyType, 'ORGANIZATION'),
          sql`lower(${endUsers.name}) = ${party.name.toLowerCase()}`,
        )
      : sql`false`;
  const [existing] = await db
    .select({ email: sql<boolean>`${sameEmail}` })
    .from(endUsers)
    .where(and(eq(endUsers.companyId, companyId), or(sameEmail, sameOrganization)))
    .limit(1);
  if (!existing) return;
  throw existing.email
    ? apiError('PARTY_EXISTS_WITH_EMAIL', 'The company already has an end user with this e-mail address.')
    : apiError('PARTY_EXISTS_WITH_NAME', 'The company already has an end user organization with this name.');
}
