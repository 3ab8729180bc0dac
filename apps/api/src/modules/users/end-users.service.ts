import type { CompanyEndUser, EndUserListQuery, LinkedEndUser } from '@kaista/domain/users';
import type { Page } from '@kaista/domain/shared/api';
import { apiError, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { EndUserRow, EndUsersRepo } from './end-users.repo';
import type { CompanyUsersRepo } from './company-users.repo';

const toEndUser = (row: EndUserRow): CompanyEndUser => ({
  uid: row.id,
  partyType: row.partyType === 'ORGANIZATION' ? 'ORGANIZATION' : 'INDIVIDUAL',
  name: row.name,
  email: row.email,
  mobileNumber: row.mobileNumber,
  linkedUserUid: row.linkedUserId,
});

const named = (row: EndUserRow | null) => (row ? row.name : '–');

/**
 * §7 the end-user link: a portal user of the company is known as one of the company's end users. Both must
 * be the company's (another company's are reported as missing), and an end user belongs to one portal user.
 */
export class EndUsersService {
  constructor(
    private readonly repo: EndUsersRepo,
    private readonly users: CompanyUsersRepo,
  ) {}

  async list(companyId: string, query: EndUserListQuery): Promise<Page<CompanyEndUser>> {
    const page = await this.repo.list(companyId, query);
    return { ...page, items: page.items.map(toEndUser) };
  }

  async linked(companyId: string, userId: string): Promise<LinkedEndUser> {
    await this.portalUser(companyId, userId);
    const row = await this.repo.linkedTo(companyId, userId);
    return { endUser: row ? toEndUser(row) : null };
  }

  async link(
    access: CompanyAccess,
    userId: string,
    endUserId: string | null,
    audit: AuditRecorder,
  ): Promise<LinkedEndUser> {
    const { companyId } = access;
    const user = await this.portalUser(companyId, userId);
    const before = await this.repo.linkedTo(companyId, userId);
    const after = endUserId === null ? null : await this.repo.find(companyId, endUserId);
    if (endUserId !== null && !after) throw notFound('End user');
    if (after?.linkedUserId && after.linkedUserId !== userId) throw alreadyLinked();
    if ((before?.id ?? null) !== (after?.id ?? null)) {
      const subject = `${displayName(user)}: ${named(before)} → ${named(after)}`;
      await this.repo.link(companyId, userId, endUserId, alreadyLinked, audit('user.enduser', subject));
    }
    return { endUser: after ? toEndUser({ ...after, linkedUserId: userId }) : null };
  }

  private async portalUser(companyId: string, userId: string) {
    const user = await this.users.find(companyId, userId);
    if (!user) throw notFound('User');
    return user;
  }
}

const alreadyLinked = () =>
  apiError('ILLEGAL_STATE', 'The end user is already linked to another user of the company.');
