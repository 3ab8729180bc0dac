import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedWhere } from '../../db/optimistic-lock';
import { apiError, preconditionFailed } from '../../http-errors';
import type { AlongWith } from '../../routing/change-audit';
import { companyMemberships, users } from '../../db/schema';
import { member, type RightsChange } from './user-rows.repo';

/** The person behind a company's user written: added to the company, their sign-in method, their number. */
export class UserChangesRepo {
  constructor(private readonly db: Database) {}

  /**
   * Adds a person to the company, creating them first when they are nobody's user yet. A person who already
   * is someone's user gets the mobile number given only when they have none: how they sign in elsewhere is
   * not changed by being added here.
   */
  async add(
    companyId: string,
    person: { id: string; isNew: boolean; row?: typeof users.$inferInsert; phone: string | null },
    rights: RightsChange,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (person.isNew && person.row) await tx.insert(users).values(person.row);
      else if (person.phone)
        await tx
          .update(users)
          .set({ phone: person.phone })
          .where(and(eq(users.id, person.id), sql`${users.phone} is null`));
      await tx.insert(companyMemberships).values({ companyId, userId: person.id, ...rights });
      await along(tx);
    });
  }

  /**
   * Sets the person's sign-in method where it still is the one read: of two administrators switching it at
   * once, one wins and the other learns it changed meanwhile. False when it was not the one read any more,
   * or when SMS is asked and the number was taken away meanwhile (the row is re-read under its lock).
   */
  async setMethod(userId: string, from: string, method: string, along: AlongWith): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ twoFactorMethod: method })
        .where(
          and(
            eq(users.id, userId),
            eq(users.twoFactorMethod, from),
            method === 'SMS' ? sql`${users.phone} is not null` : undefined,
          ),
        )
        .returning({ id: users.id });
      if (row) await along(tx);
      return row !== undefined;
    });
  }

  /**
   * Sets the person's mobile number where the user's version in the company is still the one read (412
   * otherwise) and the version moves on. A number is never taken from someone who signs in with SMS codes:
   * the condition is in the UPDATE, so a method switched to SMS meanwhile is seen under the row's lock.
   */
  async setPhone(
    companyId: string,
    userId: string,
    phone: string | null,
    expected: number | undefined,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [version] = await tx
        .update(companyMemberships)
        .set({ version: nextVersion(companyMemberships.version) })
        .where(versionedWhere(companyMemberships.version, member(companyId, userId), expected))
        .returning({ version: companyMemberships.version });
      // Read a moment ago, so it is there: what no longer matches is a stale version (412, nothing changed).
      if (!version) throw preconditionFailed();
      const [person] = await tx
        .update(users)
        .set({ phone })
        .where(and(eq(users.id, userId), phone === null ? sql`${users.twoFactorMethod} <> 'SMS'` : undefined))
        .returning({ id: users.id });
      // Thrown inside the transaction, so that the version's step is rolled back with it.
      if (!person)
        throw apiError(
          'ILLEGAL_STATE',
          'The user signs in with SMS codes: switch them to the password before removing the number.',
        );
      await along(tx);
    });
  }
}
