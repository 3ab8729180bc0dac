import type { FastifyInstance } from 'fastify';
import { companySearchCalls } from '@kaista/domain/company-search';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { CompanySearchRepo } from './company-search.repo';
import { CompanySearchService } from './company-search.service';
import { NewCompanyRepo } from './new-company.repo';

/** §2 /0 and /0/company/new: operator staff find a company, delivery coordinators register one. */
export async function registerCompanySearchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new CompanySearchService(new CompanySearchRepo(deps.db), new NewCompanyRepo(deps.db));
  const route = callRoutes(app, ['Company search']);

  route(companySearchCalls.search, {
    handler: async (request) => service.find((await request.requireAuth()).user, request.query),
  });

  route(companySearchCalls.create, {
    handler: async (request) => service.create((await request.requireAuth()).user, request.body),
  });
}
