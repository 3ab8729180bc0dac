import type { AppDeps } from '../../app-deps';
import { PasswordLinks } from '../../plugins/session/password-links';
import { invitationMail } from './invitation-texts';
import { mailRecipient, userMailJob, type UserMailJob } from './mail-recipient';

const INVITATION_JOB = 'users.invitation';
/** Long enough for someone back from a week away; the link still works only once. */
export const INVITATION_DAYS = 7;

/**
 * A person added to a company hears of it by e-mail, sent by the job queue after the answer: someone without
 * a password yet gets a one-time link to choose one (the same links as a forgotten password), someone who
 * already uses the portal in another company keeps their password and gets a notice instead.
 */
export class Invitation {
  private readonly links: PasswordLinks;

  constructor(private readonly deps: AppDeps) {
    this.links = new PasswordLinks(deps.db);
    deps.jobs.handle(INVITATION_JOB, (payload) => this.send(userMailJob(payload)));
  }

  async queue(job: UserMailJob): Promise<void> {
    await this.deps.jobs.enqueue(INVITATION_JOB, job);
  }

  /** Nothing goes without an origin that can be trusted: a link to an unknown host is worse than none. */
  private async send({ companyId, userId, origin, language }: UserMailJob): Promise<void> {
    const to = await mailRecipient(this.deps.db, companyId, userId);
    if (!to || !origin) return;
    const lang = to.language ?? language;
    const link = to.hasPassword
      ? `${origin}/${companyId}/home`
      : `${origin}/gauth/password/reset?lang=${lang}&token=${await this.links.issue(userId, 'invitation', INVITATION_DAYS * 24 * 60)}`;
    const mail = invitationMail(lang, to.hasPassword ? 'added' : 'invite', {
      company: to.companyName,
      link,
      days: INVITATION_DAYS,
    });
    await this.deps.email.send({ to: to.email, ...mail });
  }
}
