import type { FastifyInstance } from 'fastify';
import { adminToolsCalls } from '@kaista/domain/admin-tools';
import { companySearchCalls } from '@kaista/domain/company-search';
import { COMPANY_USERS_ACCESS, companyUsersCalls } from '@kaista/domain/company-users';
import { IMPERSONATION_ACCESS, impersonationCalls } from '@kaista/domain/impersonation';
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
    guard: companyScope(deps.db, COMPANY_USERS_ACCESS.read),
    handler: async (request) => impersonation.candidates(request.company),
  });

  route(impersonationCalls.start, {
    guard: companyScope(deps.db, IMPERSONATION_ACCESS.start),
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
