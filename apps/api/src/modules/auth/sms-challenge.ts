import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http-errors';
import type { SmsGateway } from '../../integrations/sms/sms-gateway';
import { hashToken, newToken } from '../../plugins/session/session-token';
import type { AuthRepo, LoginChallenge } from './auth.repo';

const CODE_TTL_MS = 5 * 60_000;
/** Wrong codes per login, whatever the number of codes sent. */
const MAX_CODE_ATTEMPTS = 5;
/** Codes per login (the first one included), and the wait between them. */
const MAX_SENDS = 5;
const RESEND_INTERVAL_MS = 30_000;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export class WrongCodeError extends HttpError {
  constructor(readonly triesLeft: number) {
    super(401, 'INVALID_CODE', `Wrong code, ${triesLeft} tries left.`);
  }
}

export class ResendTooSoonError extends HttpError {
  constructor(readonly waitSeconds: number) {
    super(429, 'RESEND_TOO_SOON', `A new code can be sent in ${waitSeconds} s.`);
  }
}

const expired = () => new HttpError(401, 'CODE_EXPIRED', 'The code has expired. Log in again.');

/** Shows enough of the number to recognise it (country and operator prefix, last two digits), no more. */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/\s/g, '');
  if (compact.length <= 8) return `${'•'.repeat(Math.max(compact.length - 2, 0))}${compact.slice(-2)}`;
  return `${compact.slice(0, 6)}${'•'.repeat(compact.length - 8)}${compact.slice(-2)}`;
}

/** The SMS second factor of one login: the code, its lifetime, its tries and the new codes asked for. */
export class SmsChallenges {
  constructor(
    private readonly repo: AuthRepo,
    private readonly sms: SmsGateway,
  ) {}

  async start(userId: string, phone: string, state: string | null): Promise<string> {
    const token = newToken();
    const code = newCode();
    await this.repo.createChallenge({
      idHash: hashToken(token),
      userId,
      codeHash: hashCode(code).toString('hex'),
      state,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await this.sms.send(phone, smsText(code));
    return token;
  }

  /** The masked number the code went to; null when the challenge is over (expired, used up or unknown). */
  async maskedPhone(token: string): Promise<string | null> {
    const found = await this.repo.findChallenge(hashToken(token));
    return found?.phone ? maskPhone(found.phone) : null;
  }

  /** The code matches: the challenge is used up and the user id (and login state) returned. */
  async verify(token: string, code: string, address: string): Promise<LoginChallenge> {
    const found = await this.repo.findChallenge(hashToken(token));
    if (!found || found.challenge.attempts >= MAX_CODE_ATTEMPTS) throw expired();
    const { challenge } = found;
    const matches = timingSafeEqual(hashCode(code.trim()), Buffer.from(challenge.codeHash, 'hex'));
    if (matches) {
      await this.repo.deleteChallenge(challenge.idHash);
      return challenge;
    }
    await this.repo.recordAttempt(`challenge:${challenge.userId}`, address, false);
    const triesLeft = MAX_CODE_ATTEMPTS - challenge.attempts - 1;
    if (triesLeft > 0) {
      await this.repo.countChallengeAttempt(challenge.idHash);
      throw new WrongCodeError(triesLeft);
    }
    await this.repo.deleteChallenge(challenge.idHash);
    throw new HttpError(401, 'CODE_TRIES_USED', 'Wrong code, and no tries are left. Log in again.');
  }

  /** A new code replaces the old one, at most every 30 s and five codes per login; the tries go on. */
  async resend(token: string): Promise<void> {
    const found = await this.repo.findChallenge(hashToken(token));
    if (!found?.phone || found.challenge.attempts >= MAX_CODE_ATTEMPTS) throw expired();
    const { challenge, phone } = found;
    if (challenge.sends >= MAX_SENDS)
      throw new HttpError(429, 'RESEND_LIMIT', 'No more new codes for this login. Log in again.');
    const waitMs = challenge.sentAt.getTime() + RESEND_INTERVAL_MS - Date.now();
    if (waitMs > 0) throw new ResendTooSoonError(Math.ceil(waitMs / 1000));
    const code = newCode();
    await this.repo.replaceCode(
      challenge.idHash,
      hashCode(code).toString('hex'),
      new Date(Date.now() + CODE_TTL_MS),
    );
    await this.sms.send(phone, smsText(code));
  }
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const smsText = (code: string) => `Kaista login code: ${code}`;
