import { toLanguage, type Language } from '@kaista/domain/shared/formatting';
import { passwordProblem } from '@kaista/domain/shared/validation';
import type { EmailGateway } from '../../integrations/email/email-gateway';
import { HttpError } from '../../http-errors';
import type { PasswordLink, PasswordLinks } from '../../plugins/session/password-links';
import { hashPassword } from './password';
import { passwordResetTexts } from './password-reset-texts';
import type { PasswordResetRepo } from './password-reset.repo';

const LINK_MINUTES = 30;
const WINDOW_MS = 60 * 60_000;
/** Links per typed address an hour: enough for a lost first mail, too few to flood someone's inbox. */
const PER_EMAIL = 3;
/** Requests from one network address an hour, known addresses or not: an office, not a harvester. */
const PER_ADDRESS = 20;

export interface LinkRequest {
  email: string;
  address: string;
  language: Language;
  /** The origin the link points at, or null when none can be trusted (production without PUBLIC_URL). */
  origin: string | null;
}

/** A link to send: queued as a job, so it carries nothing secret (the token is made when it is sent). */
export interface LinkToSend {
  email: string;
  language: Language;
  origin: string;
}

/** A queued job's payload, read back defensively: it was stored by an earlier version, maybe. */
export function linkToSend(payload: unknown): LinkToSend {
  const { email, language, origin } = (payload ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof origin !== 'string')
    throw new Error('Not a password reset link job.');
  return { email, origin, language: toLanguage(String(language)) };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Forgotten passwords: a one-time link by e-mail, then a new password that ends every session. */
export class PasswordResetService {
  constructor(
    private readonly repo: PasswordResetRepo,
    private readonly links: PasswordLinks,
    private readonly email: EmailGateway,
  ) {}

  /**
   * Records the request and decides whether a link may go; what follows (looking the address up, sending)
   * is returned to be queued and sent after the answer, so a known and an unknown address answer alike and
   * as fast. Null when no link may go.
   */
  async request(link: LinkRequest): Promise<LinkToSend | null> {
    const email = normalizeEmail(link.email);
    const since = new Date(Date.now() - WINDOW_MS);
    await this.repo.purge(since);
    await this.links.purgeExpired();
    const { byEmail, byAddress } = await this.repo.recentRequests(email, link.address, since);
    await this.repo.recordRequest(email, link.address);
    if (byEmail >= PER_EMAIL || byAddress >= PER_ADDRESS || !link.origin) return null;
    return { email, language: link.language, origin: link.origin };
  }

  /** Sends a link if the address is a user's; a repeated run replaces the link, so only the newest works. */
  async sendLink({ email, language, origin }: LinkToSend): Promise<void> {
    const userId = await this.repo.findUserId(email);
    if (!userId) return;
    const token = await this.links.issue(userId, 'reset', LINK_MINUTES);
    const texts = passwordResetTexts(language);
    const url = `${origin}/gauth/password/reset?lang=${language}&token=${token}`;
    await this.email.send({
      to: email,
      subject: texts.emailSubject,
      text: texts.emailBody.replace('{link}', url),
    });
  }

  /** The live link of a token, whichever e-mail sent it; null when unknown, used or expired. */
  async liveLink(token: string): Promise<PasswordLink | null> {
    return this.links.find(token);
  }

  /** Sets the password through a live link, once; null when the link is unknown, used or expired. */
  async reset(token: string, password: string, confirm: string): Promise<PasswordLink | null> {
    const problem = passwordProblem(password);
    if (problem === 'too-short') throw new HttpError(400, 'PASSWORD_TOO_SHORT', 'The password is too short.');
    if (problem === 'too-long') throw new HttpError(400, 'PASSWORD_TOO_LONG', 'The password is too long.');
    if (password !== confirm) throw new HttpError(400, 'PASSWORDS_DIFFER', 'The passwords do not match.');
    return this.links.use(token, await hashPassword(password));
  }
}
