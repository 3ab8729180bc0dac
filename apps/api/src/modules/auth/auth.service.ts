import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { NO_COMPANY_ID } from '@kaista/domain';
import { HttpError } from '../../http-errors';
import type { SmsGateway } from '../../integrations/sms/sms-gateway';
import type { SessionStore } from '../../plugins/session/session-store';
import { hashToken, newToken } from '../../plugins/session/session-token';
import type { AuthRepo } from './auth.repo';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

const CODE_TTL_MS = 5 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

export type LoginOutcome = { kind: 'session'; token: string } | { kind: 'challenge'; token: string };

const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail address or password.');
const hashCode = (code: string) => createHash('sha256').update(code).digest();

export class AuthService {
  /** Verified against when the account does not exist, so that timing does not reveal which accounts do. */
  private readonly decoyHash = hashPassword('decoy-password');
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly repo: AuthRepo,
    private readonly sessions: SessionStore,
    private readonly sms: SmsGateway,
  ) {
    this.throttle = new LoginThrottle(repo);
  }

  async login(
    rawEmail: string,
    password: string,
    address: string,
    state: string | null,
  ): Promise<LoginOutcome> {
    const email = rawEmail.trim().toLowerCase();
    const user = await this.throttle.guard(email, address, async () => {
      const found = await this.repo.findUserByEmail(email);
      const valid = await verifyPassword(password, found?.passwordHash ?? (await this.decoyHash));
      await this.repo.recordAttempt(email, address, Boolean(found && valid));
      return found && valid ? found : null;
    });
    if (!user) throw invalidCredentials();
    if (user.twoFactorMethod === 'SMS' && user.phone) return this.sendCode(user.id, user.phone, state);
    return { kind: 'session', token: (await this.sessions.create(user.id, NO_COMPANY_ID)).token };
  }

  /** The second factor: the code sent by SMS, within its lifetime and a few tries. */
  async verifyCode(
    challengeToken: string,
    code: string,
    address: string,
  ): Promise<{ token: string; state: string | null }> {
    const challenge = await this.repo.findChallenge(hashToken(challengeToken));
    if (!challenge || challenge.attempts >= MAX_CODE_ATTEMPTS) {
      throw new HttpError(401, 'CODE_EXPIRED', 'The code has expired. Log in again.');
    }
    const matches = timingSafeEqual(hashCode(code.trim()), Buffer.from(challenge.codeHash, 'hex'));
    if (!matches) {
      await this.repo.countChallengeAttempt(challenge.idHash);
      await this.repo.recordAttempt(`challenge:${challenge.userId}`, address, false);
      throw new HttpError(401, 'INVALID_CODE', 'Wrong code.');
    }
    await this.repo.deleteChallenge(challenge.idHash);
    return {
      token: (await this.sessions.create(challenge.userId, NO_COMPANY_ID)).token,
      state: challenge.state,
    };
  }

  private async sendCode(userId: string, phone: string, state: string | null): Promise<LoginOutcome> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const token = newToken();
    await this.repo.createChallenge({
      idHash: hashToken(token),
      userId,
      codeHash: hashCode(code).toString('hex'),
      state,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await this.sms.send(phone, `Kaista login code: ${code}`);
    return { kind: 'challenge', token };
  }
}
