import { randomUUID } from 'node:crypto';
import type { NewUser } from '@kaista/domain/users';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { checkedRights } from './checked-rights';
import { NO_PASSWORD_YET } from './mail-recipient';
import type { CompanyUsersRepo } from './company-users.repo';
import type { UserChangesRepo } from './user-changes.repo';
import { normalizeEmail, type UserReadsService } from './user-reads.service';
import type { CompanyUserRow } from './user-rows.repo';

/** §7 adding a company's user: an existing person joins, a new one is invited. */
export class NewUsersService {
  constructor(
    private readonly reads: UserReadsService,
    private readonly users: CompanyUsersRepo,
    private readonly changes: UserChangesRepo,
  ) {}

  /**
   * A person already in another company joins this one with the same account; a new one gets an account
   * without a password (the invitation e-mail carries the link to choose one).
   */
  async create(access: CompanyAccess, input: NewUser, audit: AuditRecorder): Promise<CompanyUserRow> {
    const email = normalizeEmail(input.email);
    if (await this.reads.exists(access.companyId, email))
      throw apiError('PARTY_EXISTS_WITH_EMAIL', 'The company already has a user with this e-mail address.');
    const rights = checkedRights(access, { roles: [], permissions: [] }, input);
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
    return this.reads.get(access.companyId, id);
  }
}
