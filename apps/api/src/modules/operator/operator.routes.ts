import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSessionSchema,
  companyParamsSchema,
  COMPANY_USERS_READER_ROLES,
  companySchema,
  companySearchQuerySchema,
  companySearchResultSchema,
  environmentInfoSchema,
  environmentModeSchema,
  impersonationCandidateSchema,
  impersonationParamsSchema,
  impersonationStateSchema,
  IMPERSONATOR_ROLES,
  newCompanySchema,
  sessionStateSchema,
} from '@kaista/domain';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { CompanySearchRepo } from './company-search.repo';
import { ImpersonationService } from './impersonation.service';
import { OperatorRepo } from './operator.repo';
import { OperatorService, requireOperatorStaff } from './operator.service';

const tags = ['Operator tools'];

/** Operator staff tools (spec §2 /0, /0/company/new, admintools/session, /environmentmode; §4 impersonation). */
export async function registerOperatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new OperatorRepo(deps.db);
  const search = new CompanySearchRepo(deps.db);
  const service = new OperatorService(repo, app.sessions, deps.config);
  const impersonation = new ImpersonationService(deps.db, repo);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actAs = { preHandler: companyScope(deps.db, { roles: IMPERSONATOR_ROLES }) };
  const readUsers = { preHandler: companyScope(deps.db, { roles: COMPANY_USERS_READER_ROLES }) };

  api.get(
    '/api/businesses/search2',
    { schema: { tags, querystring: companySearchQuerySchema, response: { 200: companySearchResultSchema } } },
    async (request) => {
      requireOperatorStaff((await request.requireAuth()).user);
      return search.search(request.query);
    },
  );

  api.post(
    '/api/businesses',
    { schema: { tags, body: newCompanySchema, response: { 201: companySchema } } },
    async (request, reply) => {
      const company = await service.createCompany((await request.requireAuth()).user, request.body);
      return reply.status(201).send(company);
    },
  );

  api.get(
    '/api/businesses/:id/impersonations/users',
    {
      schema: { tags, params: companyParamsSchema, response: { 200: z.array(impersonationCandidateSchema) } },
      ...readUsers,
    },
    async (request) => impersonation.candidates(request.company),
  );

  api.post(
    '/api/businesses/:id/impersonations/:uid',
    {
      schema: { tags, params: impersonationParamsSchema, response: { 200: impersonationStateSchema } },
      ...actAs,
    },
    async (request, reply) => impersonation.start(request, reply, request.params.uid),
  );

  api.delete(
    '/api/impersonations',
    { schema: { tags, response: { 200: sessionStateSchema } } },
    async (request, reply) => impersonation.stop(request, reply),
  );

  api.put(
    '/api/environmentmode',
    { schema: { tags, body: environmentModeSchema, response: { 200: environmentInfoSchema } } },
    async (request) => service.setEnvironment(await request.requireAuth(), request.body),
  );

  api.get(
    '/api/admintools/session',
    { schema: { tags, response: { 200: adminSessionSchema } } },
    async (request) => {
      const auth = await request.requireAuth();
      return service.adminSession(auth, await repo.companyName(auth.session.currentCompanyId));
    },
  );
}
