import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError, tooManyRequests } from '../../http-errors';
import type { AuthRepo } from './auth.repo';
import type { LoginHoldsRepo } from './login-holds.repo';

const WINDOW_MS = 15 * 60_000;
/** Failed logins of one account within the window that lock that account (whatever the address). */
const ACCOUNT_MAX_FAILURES = 10;
/** Failed logins from one address within the window that cost nothing: an office's everyday typos. */
const ADDRESS_FREE_FAILURES = 10;
const ADDRESS_FIRST_DELAY_MS = 250;
const ADDRESS_MAX_DELAY_MS = 8_000;
/** Delayed attempts from one address held at once; more would turn the delay into parallel guessing. */
const ADDRESS_MAX_HELD = 5;
/** How long past its delay a hold lasts if its instance dies before releasing it. */
const HOLD_SLACK_MS = 30_000;

/** The wait before an address's next password is checked: doubling with each failure past the free ones. */
export function addressDelayMs(addressFailures: number): number {
  const extra = addressFailures - ADDRESS_FREE_FAILURES;
  if (extra <= 0) return 0;
  return Math.min(ADDRESS_FIRST_DELAY_MS * 2 ** (extra - 1), ADDRESS_MAX_DELAY_MS);
}

/**
 * docs/decisions/005: an account under attack is locked; an address with many failures is only slowed
 * down, so a correct password of any other account from the same office network still logs in.
 */
export class LoginThrottle {
  constructor(
    private readonly repo: AuthRepo,
    private readonly holds: LoginHoldsRepo,
  ) {}

  /** Runs `check` (the password check) once the account is known not to be locked and the delay is over. */
  async guard<T>(email: string, address: string, check: () => Promise<T>): Promise<T> {
    const since = new Date(Date.now() - WINDOW_MS);
    const { byAccount, byAddress } = await this.repo.recentFailures(email, address, since);
    if (byAccount >= ACCOUNT_MAX_FAILURES)
      throw tooManyRequests('Too many failed logins. Try again in 15 minutes.');
    const delay = addressDelayMs(byAddress);
    if (delay === 0) return check();
    const hold = await this.holds.take(address, ADDRESS_MAX_HELD, delay + HOLD_SLACK_MS);
    if (hold === null)
      throw new HttpError(
        429,
        'LOGIN_BUSY',
        'Too many logins from your network at once. Try again in a moment.',
      );
    try {
      await sleep(delay);
      return await check();
    } finally {
      await this.holds.release(hold);
    }
  }
}
