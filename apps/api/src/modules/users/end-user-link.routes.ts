import type { FastifyInstance } from 'fastify';
import { endUserCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { CompanyUsersRepo } from './company-users.repo';
import { EndUsersRepo } from './end-users.repo';
import { EndUsersService } from './end-users.service';
import { MODIFY_USERS, READ_USERS } from './user-permissions';

/** §7 the end-user link: the company's end users to pick from, a user's link, and linking. */
export function registerEndUserLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const endUsers = new EndUsersService(new EndUsersRepo(deps.db), new CompanyUsersRepo(deps.db));
  const route = callRoutes(app, ['Users and permissions']);
  const read = companyScope(deps.db, READ_USERS);

  route(endUserCalls.list, {
    guard: read,
    handler: async (request) => endUsers.list(request.company.companyId, request.query),
  });

  route(endUserCalls.linked, {
    guard: read,
    handler: async (request) => endUsers.linked(request.company.companyId, request.params.userId),
  });

  route(endUserCalls.link, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request) =>
      endUsers.link(request.company, request.params.userId, request.body.uid, auditRecorder(request, 200)),
  });
}
