import { eq } from 'drizzle-orm';
import { toLanguage } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { companies, userProfiles, users } from '../../db/schema';
import { rightsNoticeMail } from './rights-notice-texts';

const RIGHTS_NOTICE_JOB = 'users.rights-notice';

interface RightsNoticeJob {
  companyId: string;
  userId: string;
  origin: string | null;
}

function jobOf(payload: unknown): RightsNoticeJob {
  const { companyId, userId, origin } = (payload ?? {}) as Record<string, unknown>;
  if (typeof companyId !== 'string' || typeof userId !== 'string')
    throw new Error('A rights notice job without its user.');
  return { companyId, userId, origin: typeof origin === 'string' ? origin : null };
}

/**
 * §7 PUT /users/{uid}/roles?sendNotification=true: the user hears by e-mail that their rights changed.
 * Queued with the answer and sent by the job queue, so a slow mail provider never holds the change.
 */
export class RightsNotice {
  constructor(private readonly deps: AppDeps) {
    deps.jobs.handle(RIGHTS_NOTICE_JOB, (payload) => this.send(jobOf(payload)));
  }

  async queue(job: RightsNoticeJob): Promise<void> {
    await this.deps.jobs.enqueue(RIGHTS_NOTICE_JOB, job);
  }

  /** A user removed before the mail left has nobody to tell. */
  private async send({ companyId, userId, origin }: RightsNoticeJob): Promise<void> {
    const [found] = await this.deps.db
      .select({ email: users.email, language: userProfiles.language })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId));
    const [company] = await this.deps.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!found || !company) return;
    const link = origin ? `${origin}/${companyId}/home` : null;
    const mail = rightsNoticeMail(toLanguage(found.language), { company: company.name, link });
    await this.deps.email.send({ to: found.email, ...mail });
  }
}
