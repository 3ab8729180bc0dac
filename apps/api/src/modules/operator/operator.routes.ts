import type { FastifyInstance } from 'fastify';
import { adminToolsCalls } from '@kaista/domain/admin-tools';
import { companySearchCalls } from '@kaista/domain/company-search';
import { companyUsersCalls } from '@kaista/domain/company-users';
import { impersonationCalls } from '@kaista/domain/impersonation';
import { COMPANY_USERS_READER_ROLES, IMPERSONATOR_ROLES } from '@kaista/domain/shared/roles';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { CompanySearchRepo } from './company-search.repo';
import { ImpersonationService } from './impersonation.service';
import { OperatorRepo } from './operator.repo';
import { OperatorService, requireOperatorStaff } from './operator.service';

/** Operator staff tools (spec §2 /0, /0/company/new, admintools/session, /environmentmode; §4 impersonation). */
export async function registerOperatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new OperatorRepo(deps.db);
  const search = new CompanySearchRepo(deps.db);
  const service = new OperatorService(repo, app.sessions, deps.config);
  const impersonation = new ImpersonationService(deps.db, repo);
  const route = callRoutes(app, ['Operator tools']);

  route(companySearchCalls.search, {
    handler: async (request) => {
      requireOperatorStaff((await request.requireAuth()).user);
      return search.search(request.query);
    },
  });

  route(companySearchCalls.create, {
    handler: async (request) => service.createCompany((await request.requireAuth()).user, request.body),
  });

  route(companyUsersCalls.list, {
    preHandler: companyScope(deps.db, { roles: COMPANY_USERS_READER_ROLES }),
    handler: async (request) => impersonation.candidates(request.company),
  });

  route(impersonationCalls.start, {
    preHandler: companyScope(deps.db, { roles: IMPERSONATOR_ROLES }),
    handler: async (request, reply) => impersonation.start(request, reply, request.params.uid),
  });

  route(impersonationCalls.stop, {
    handler: async (request, reply) => impersonation.stop(request, reply),
  });

  route(adminToolsCalls.setEnvironmentMode, {
    handler: async (request) => service.setEnvironment(await request.requireAuth(), request.body),
  });

  route(adminToolsCalls.session, {
    handler: async (request) => {
      const auth = await request.requireAuth();
      return service.adminSession(auth, await repo.companyName(auth.session.currentCompanyId));
    },
  });
}
