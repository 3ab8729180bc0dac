import { NO_COMPANY_ID } from '@kaista/domain/shared/roles';
import { HttpError } from '../../http-errors';
import type { SmsGateway } from '../../integrations/sms/sms-gateway';
import type { SessionStore } from '../../plugins/session/session-store';
import type { AuthRepo } from './auth.repo';
import type { LoginHoldsRepo } from './login-holds.repo';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { SmsChallenges } from './sms-challenge';

export type LoginOutcome = { kind: 'session'; token: string } | { kind: 'challenge'; token: string };

const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail address or password.');

export class AuthService {
  /** Verified against when the account does not exist, so that timing does not reveal which accounts do. */
  private readonly decoyHash = hashPassword('decoy-password');
  private readonly throttle: LoginThrottle;
  readonly challenges: SmsChallenges;

  constructor(
    private readonly repo: AuthRepo,
    private readonly sessions: SessionStore,
    sms: SmsGateway,
    holds: LoginHoldsRepo,
  ) {
    this.throttle = new LoginThrottle(repo, holds);
    this.challenges = new SmsChallenges(repo, sms);
  }

  async login(
    rawEmail: string,
    password: string,
    address: string,
    state: string | null,
    userAgent = '',
  ): Promise<LoginOutcome> {
    const email = rawEmail.trim().toLowerCase();
    const user = await this.throttle.guard(email, address, async () => {
      const found = await this.repo.findUserByEmail(email);
      const valid = await verifyPassword(password, found?.passwordHash ?? (await this.decoyHash));
      await this.repo.recordAttempt(email, address, Boolean(found && valid));
      return found && valid ? found : null;
    });
    if (!user) throw invalidCredentials();
    if (user.twoFactorMethod === 'SMS' && user.phone)
      return { kind: 'challenge', token: await this.challenges.start(user.id, user.phone, state) };
    const client = { address, userAgent };
    return { kind: 'session', token: (await this.sessions.create(user.id, NO_COMPANY_ID, client)).token };
  }

  /** The second factor: the code sent by SMS, within its lifetime and a few tries. */
  async verifyCode(
    challengeToken: string,
    code: string,
    address: string,
    userAgent = '',
  ): Promise<{ token: string; state: string | null }> {
    const challenge = await this.challenges.verify(challengeToken, code, address);
    return {
      token: (await this.sessions.create(challenge.userId, NO_COMPANY_ID, { address, userAgent })).token,
      state: challenge.state,
    };
  }
}
