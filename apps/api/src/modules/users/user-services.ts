import type { Database } from '../../db/client';
import { CompanyUsersRepo } from './company-users.repo';
import { NewUsersService } from './new-users.service';
import { UserChangesRepo } from './user-changes.repo';
import { UserListsRepo } from './user-lists.repo';
import { UserReadsService } from './user-reads.service';
import { UserRightsRepo } from './user-rights.repo';
import { UserRightsService } from './user-rights.service';
import { UserSignInService } from './user-sign-in.service';

/** The services of a company's users, sharing one reader and one set of repositories. */
export function userServices(db: Database) {
  const companyUsers = new CompanyUsersRepo(db);
  const changes = new UserChangesRepo(db);
  const reads = new UserReadsService(companyUsers, new UserListsRepo(db));
  return {
    reads,
    newUsers: new NewUsersService(reads, companyUsers, changes),
    rights: new UserRightsService(reads, new UserRightsRepo(db, companyUsers)),
    signIn: new UserSignInService(reads, changes),
  };
}

export type UserServices = ReturnType<typeof userServices>;
