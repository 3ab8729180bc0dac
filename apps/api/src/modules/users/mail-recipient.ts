import { eq } from 'drizzle-orm';
import { toLanguage, type Language } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { companies, userProfiles, users } from '../../db/schema';

/** Stored instead of a hash for a person who has not set a password yet: no password matches it. */
export const NO_PASSWORD_YET = 'none';

export interface MailRecipient {
  email: string;
  /** The language the person chose, or null before they first used the portal. */
  language: Language | null;
  hasPassword: boolean;
  companyName: string;
}

/** Whom a user-management e-mail goes to, read when it is sent; null for someone removed meanwhile. */
export async function mailRecipient(
  db: Database,
  companyId: string,
  userId: string,
): Promise<MailRecipient | null> {
  const [found] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, language: userProfiles.language })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!found || !company) return null;
  return {
    email: found.email,
    language: found.language ? toLanguage(found.language) : null,
    hasPassword: found.passwordHash !== NO_PASSWORD_YET,
    companyName: company.name,
  };
}

/** A queued mail's payload, read back defensively: it was stored by an earlier version, maybe. */
export function userMailJob(payload: unknown) {
  const { companyId, userId, origin, language } = (payload ?? {}) as Record<string, unknown>;
  if (typeof companyId !== 'string' || typeof userId !== 'string')
    throw new Error('A user mail job without its user.');
  return {
    companyId,
    userId,
    origin: typeof origin === 'string' ? origin : null,
    language: toLanguage(typeof language === 'string' ? language : undefined),
  };
}
export type UserMailJob = ReturnType<typeof userMailJob>;
