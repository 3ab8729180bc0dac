import type { Page } from '@kaista/domain/shared/api';
import type { CompanyUser, ContactHit, UserListQuery } from '@kaista/domain/users';
import { notFound } from '../../http-errors';
import { toCompanyUser } from './users-mapper';
import type { CompanyUsersRepo } from './company-users.repo';
import type { UserListsRepo } from './user-lists.repo';
import type { CompanyUserRow, RightsChange } from './user-rows.repo';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** §7 reading a company's users: the list, one user, their rights, the access review's batches, contacts. */
export class UserReadsService {
  constructor(
    private readonly users: CompanyUsersRepo,
    private readonly lists: UserListsRepo,
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
}
