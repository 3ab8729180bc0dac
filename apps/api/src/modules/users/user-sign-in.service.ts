import type { TwoFactorMethod } from '@kaista/domain/shared/enums';
import type { UserPhoneValues } from '@kaista/domain/users';
import { apiError, preconditionFailed } from '../../http-errors';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import type { UserChangesRepo } from './user-changes.repo';
import type { UserReadsService } from './user-reads.service';
import type { CompanyUserRow } from './user-rows.repo';

const methodAlreadyActive = () =>
  apiError('METHOD_ALREADY_ACTIVE', 'The user already signs in with this method.');

/** §7 how a user signs in: the second-factor method and the mobile number the SMS codes go to. */
export class UserSignInService {
  constructor(
    private readonly reads: UserReadsService,
    private readonly changes: UserChangesRepo,
  ) {}

  async setAuthentication(
    access: CompanyAccess,
    userId: string,
    method: TwoFactorMethod,
    audit: AuditRecorder,
  ): Promise<CompanyUserRow> {
    const before = await this.reads.get(access.companyId, userId);
    if (before.twoFactorMethod === method) throw methodAlreadyActive();
    // Without a mobile number the login could send no code, and would let the user in on the password alone.
    if (method === 'SMS' && !before.phone)
      throw apiError('ILLEGAL_STATE', 'The user has no mobile number to send the sign-in codes to.');
    const subject = `${displayName(before)}: ${before.twoFactorMethod} → ${method}`;
    if (
      !(await this.changes.setMethod(
        userId,
        before.twoFactorMethod,
        method,
        audit('user.authentication', subject),
      ))
    ) {
      // Someone switched it meanwhile: to this very method, or to another one (then the page is stale).
      const now = await this.reads.get(access.companyId, userId);
      if (now.twoFactorMethod === method) throw methodAlreadyActive();
      throw preconditionFailed();
    }
    return { ...before, twoFactorMethod: method };
  }

  /** The user's mobile number for SMS codes, set or removed (null), conditional on the version read. */
  async setPhone(
    access: CompanyAccess,
    userId: string,
    input: UserPhoneValues,
    expectedVersion: number | undefined,
    audit: AuditRecorder,
  ): Promise<CompanyUserRow> {
    const before = await this.reads.get(access.companyId, userId);
    const after = input.phone;
    if (before.phone !== after) {
      const subject = `${displayName(before)}: ${before.phone ?? '–'} → ${after ?? '–'}`;
      await this.changes.setPhone(
        access.companyId,
        userId,
        after,
        expectedVersion,
        audit('user.phone', subject),
      );
    } else if (expectedVersion !== undefined && expectedVersion !== before.version) {
      throw preconditionFailed();
    }
    return this.reads.get(access.companyId, userId);
  }
}
