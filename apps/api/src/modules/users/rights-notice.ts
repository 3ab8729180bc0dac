import type { AppDeps } from '../../app-deps';
import { mailRecipient, userMailJob, type UserMailJob } from './mail-recipient';
import { rightsNoticeMail } from './rights-notice-texts';

const RIGHTS_NOTICE_JOB = 'users.rights-notice';

/**
 * §7 PUT /users/{uid}/roles?sendNotification=true: the user hears by e-mail that their rights changed.
 * Queued with the answer and sent by the job queue, so a slow mail provider never holds the change.
 */
export class RightsNotice {
  constructor(private readonly deps: AppDeps) {
    deps.jobs.handle(RIGHTS_NOTICE_JOB, (payload) => this.send(userMailJob(payload)));
  }

  async queue(job: UserMailJob): Promise<void> {
    await this.deps.jobs.enqueue(RIGHTS_NOTICE_JOB, job);
  }

  /** A user removed before the mail left has nobody to tell. */
  private async send({ companyId, userId, origin, language }: UserMailJob): Promise<void> {
    const to = await mailRecipient(this.deps.db, companyId, userId);
    if (!to) return;
    const link = origin ? `${origin}/${companyId}/home` : null;
    const mail = rightsNoticeMail(to.language ?? language, { company: to.companyName, link });
    await this.deps.email.send({ to: to.email, ...mail });
  }
}
