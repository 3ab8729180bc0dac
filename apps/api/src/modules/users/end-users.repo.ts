import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import type { EndUserListQuery } from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { endUsers } from '../../db/schema';
import { endUserDisplayName, nameOrEmailContains, pageOfEndUsers } from './end-user-pages';
import type { AlongWith } from '../../routing/change-audit';

export interface EndUserRow {
  id: string;
  partyType: string;
  name: string;
  email: string | null;
  mobileNumber: string | null;
  linkedUserId: string | null;
}

const columns = {
  id: endUsers.id,
  partyType: endUsers.partyType,
  name: endUserDisplayName,
  email: endUsers.email,
  mobileNumber: endUsers.mobileNumber,
  linkedUserId: endUsers.linkedUserId,
};

/** A company's end users, and the link of a portal user to one of them. */
export class EndUsersRepo {
  constructor(private readonly db: Database) {}

  async list(companyId: string, query: EndUserListQuery): Promise<Page<EndUserRow>> {
    const filters: (SQL | undefined)[] = [eq(endUsers.companyId, companyId)];
    if (query.name) filters.push(nameOrEmailContains(query.name));
    if (query.unlinked === 'true') filters.push(isNull(endUsers.linkedUserId));
    const where = and(...filters);
    return pageOfEndUsers(
      this.db,
      query,
      this.db.select(columns).from(endUsers).where(where).$dynamic(),
      where,
    );
  }

  async find(companyId: string, id: string): Promise<EndUserRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(endUsers)
      .where(and(eq(endUsers.companyId, companyId), eq(endUsers.id, id)));
    return row ?? null;
  }

  async linkedTo(companyId: string, userId: string): Promise<EndUserRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(endUsers)
      .where(and(eq(endUsers.companyId, companyId), eq(endUsers.linkedUserId, userId)));
    return row ?? null;
  }

  /**
   * The portal user linked to this end user (or to none, given null), in one transaction with its audit
   * row: the user's earlier link ends, and the end user must still be free when it is taken (`taken` is
   * thrown, and nothing changes, if someone else holds it by then).
   */
  async link(
    companyId: string,
    userId: string,
    endUserId: string | null,
    taken: () => Error,
    alongWith: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(endUsers)
        .set({ linkedUserId: null })
        .where(and(eq(endUsers.companyId, companyId), eq(endUsers.linkedUserId, userId)));
      if (endUserId !== null) {
        const linked = await tx
          .update(endUsers)
          .set({ linkedUserId: userId })
          .where(
            and(
              eq(endUsers.companyId, companyId),
              eq(endUsers.id, endUserId),
              or(isNull(endUsers.linkedUserId), eq(endUsers.linkedUserId, userId)),
            ),
          )
          .returning({ id: endUsers.id });
        if (linked.length === 0) throw taken();
      }
      await alongWith(tx);
    });
  }
}
