import { randomUUID } from 'node:crypto';
import type { Page } from '@kaista/domain/shared/api';
import type { TwoFactorMethod } from '@kaista/domain/shared/enums';
import { collapsePermissions, expandPermissions } from '@kaista/domain/shared/roles';
import {
  effectiveRolesWith,
  locksCompanyOut,
  removesOwnAdmin,
  type CompanyUser,
  type ContactHit,
  type NewUser,
  type UserPhoneValues,
  type UserListQuery,
  type UserRights,
} from '@kaista/domain/users';
import { apiError, notFound, preconditionFailed } from '../../http-errors';
import { assertMayGrant, granterOf } from '../../plugins/session/granter';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { NO_PASSWORD_YET } from './mail-recipient';
import { rightsChangeSubject, type AuditRecorder } from '../../routing/change-audit';
import { toCompanyUser } from './users-mapper';
import type { CompanyUsersRepo } from './company-users.repo';
import type { UserChangesRepo } from './user-changes.repo';
import type { UserListsRepo } from './user-lists.repo';
import type { UserRightsRepo } from './user-rights.repo';
import type { CompanyUserRow, RightsChange } from './user-rows.repo';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The §6 rules of a company's users: who may grant what, no lock-out, no self-deletion, tenancy. */
export class UsersService {
  constructor(
    private readonly users: CompanyUsersRepo,
    private readonly lists: UserListsRepo,
    private readonly changes: UserChangesRepo,
    private readonly rights: UserRightsRepo,
  ) {}

  async list(companyId: string, query: UserListQuery): Promise<Page<CompanyUser>> {
    const page = await this.lists.list(companyId, query);
    return { ...page, items: page.items.map(toCompanyUser) };
  }

  /** Another company's user is reported exactly like a missing one. */
  async get(companyId: string, userId: string): Promise<CompanyUserRow> {
    const row = await this.users.find(companyId, userId);
    if (!row) throw notFound('User');
    return row;
  }

  /** The user's rights in the company as the guards apply them: their own and their groups'. */
  async effectiveRights(companyId: string, userId: string): Promise<RightsChange> {
    const rights = await this.users.effectiveRights(companyId, userId);
    if (!rights) throw notFound('User');
    return rights;
  }

  /** Every user of the company, in batches, for an access review of any size. */
  everyUser(companyId: string): AsyncGenerator<CompanyUserRow[]> {
    return this.lists.everyUser(companyId);
  }

  /** §7 contact search: the company's own users by name or e-mail. */
  async contacts(companyId: string, text: string, hits: number): Promise<{ hits: ContactHit[] }> {
    return { hits: await this.lists.searchContacts(companyId, text, hits) };
  }

  async exists(companyId: string, email: string): Promise<boolean> {
    return this.users.isMemberByEmail(companyId, normalizeEmail(email));
  }

  /**
   * A person already in another company joins this one with the same account; a new one gets an account
   * without a password (the invitation e-mail carries the link to choose one).
   */
  async create(access: CompanyAccess, input: NewUser, audit: AuditRecorder): Promise<CompanyUserRow> {
    const email = normalizeEmail(input.email);
    if (await this.users.isMemberByEmail(access.companyId, email))
      throw apiError('PARTY_EXISTS_WITH_EMAIL', 'The company already has a user with this e-mail address.');
    const rights = this.checkedRights(access, { roles: [], permissions: [] }, input);
    const phone = input.phone ?? null;
    const existing = await this.users.findPersonByEmail(email);
    const id = existing?.id ?? randomUUID();
    const row = existing
      ? undefined
      : {
          id,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          // Not a hash at all, so no password matches until the person sets their own through a link.
          passwordHash: NO_PASSWORD_YET,
          type: 'external',
          phone,
        };
    const name = `${input.firstName} ${input.lastName}`;
    await this.changes.add(
      access.companyId,
      { id, isNew: !existing, phone, ...(row && { row }) },
      rights,
      audit(existing ? 'user.create' : 'user.invite', `${name} (${email})`),
    );
    return this.get(access.companyId, id);
  }

  async setRights(
    access: CompanyAccess,
    userId: string,
    input: UserRights,
    expectedVersion: number | undefined,
    audit: AuditRecorder,
  ): Promise<CompanyUserRow> {
    const before = await this.get(access.companyId, userId);
    const rights = this.checkedRights(access, before, input);
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

  async setAuthentication(
    access: CompanyAccess,
    userId: string,
    method: TwoFactorMethod,
    audit: AuditRecorder,
  ): Promise<CompanyUserRow> {
    const before = await this.get(access.companyId, userId);
    if (before.twoFactorMethod === method)
      throw apiError('METHOD_ALREADY_ACTIVE', 'The user already signs in with this method.');
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
      const now = await this.get(access.companyId, userId);
      if (now.twoFactorMethod === method)
        throw apiError('METHOD_ALREADY_ACTIVE', 'The user already signs in with this method.');
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
    const before = await this.get(access.companyId, userId);
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
    return this.get(access.companyId, userId);
  }

  async remove(
    access: CompanyAccess,
    userId: string,
    expectedVersion: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const target = await this.get(access.companyId, userId);
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

  /** The rights as stored (composites expanded), or 403 when the caller may not grant what they add. */
  private checkedRights(access: CompanyAccess, before: UserRights | CompanyUserRow, after: UserRights) {
    assertMayGrant(granterOf(access), before, after);
    return { roles: [...new Set(after.roles)], permissions: expandPermissions(after.permissions) };
  }
}
