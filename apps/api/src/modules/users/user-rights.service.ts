import { collapsePermissions } from '@kaista/domain/shared/roles';
import { effectiveRolesWith, locksCompanyOut, removesOwnAdmin, type UserRights } from '@kaista/domain/users';
import { apiError } from '../../http-errors';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { rightsChangeSubject, type AuditRecorder } from '../../routing/change-audit';
import { checkedRights } from './checked-rights';
import type { UserReadsService } from './user-reads.service';
import type { UserRightsRepo } from './user-rights.repo';
import type { CompanyUserRow } from './user-rows.repo';

/** §6 a user's rights set or the user removed: who may grant what, no lock-out, no self-deletion. */
export class UserRightsService {
  constructor(
    private readonly reads: UserReadsService,
    private readonly rights: UserRightsRepo,
  ) {}

  async setRights(
    access: CompanyAccess,
    userId: string,
    input: UserRights,
    expectedVersion: number | undefined,
    audit: AuditRecorder,
  ): Promise<CompanyUserRow> {
    const before = await this.reads.get(access.companyId, userId);
    const rights = checkedRights(access, before, input);
    const subject = rightsChangeSubject(
      displayName(before),
      { roles: before.roles, permissions: collapsePermissions(before.permissions) },
      { roles: rights.roles, permissions: collapsePermissions(rights.permissions) },
    );
    return this.rights.setRights(
      before,
      access.companyId,
      rights,
      expectedVersion,
      async (otherAdmins) => {
        // By effective roles: a role the user also holds through a group stays theirs without the own one.
        const effectiveBefore = { roles: before.effectiveRoles, permissions: [] };
        const effectiveAfter = { roles: effectiveRolesWith(rights.roles, before.groups), permissions: [] };
        const isSelf = before.id === access.user.id;
        if (removesOwnAdmin(isSelf, effectiveBefore.roles, effectiveAfter.roles))
          throw apiError('ILLEGAL_STATE', 'You cannot take away your own administrator rights.');
        if (locksCompanyOut(effectiveBefore, effectiveAfter, await otherAdmins()))
          throw apiError('ILLEGAL_STATE', 'The company would be left without an administrator.');
      },
      audit('user.rights', subject),
    );
  }

  async remove(
    access: CompanyAccess,
    userId: string,
    expectedVersion: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const target = await this.reads.get(access.companyId, userId);
    if (target.id === access.user.id || target.id === access.operator?.id)
      throw apiError('ILLEGAL_STATE', 'You cannot remove yourself.');
    await this.rights.remove(
      access.companyId,
      userId,
      expectedVersion,
      async (otherAdmins) => {
        const effective = { roles: target.effectiveRoles, permissions: [] };
        if (locksCompanyOut(effective, null, await otherAdmins()))
          throw apiError('ILLEGAL_STATE', 'The last administrator of the company cannot be removed.');
      },
      audit('user.delete', `${displayName(target)} (${target.email})`),
    );
  }
}
