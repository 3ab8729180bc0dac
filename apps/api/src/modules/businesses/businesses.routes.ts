import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyParamsSchema, companySchema } from '@kaista/domain';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http-errors';
import { companyScope } from '../../plugins/session/company-scope';
import { toCompany } from '../../db/company-row';
import { BusinessesRepo } from './businesses.repo';

const tags = ['Businesses'];

/** GET /businesses (the caller's own companies) and GET /businesses/{id} (spec §7 'Businesses'). */
export async function registerBusinessesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new BusinessesRepo(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/businesses',
    { schema: { tags, response: { 200: z.array(companySchema) } } },
    async (request) => {
      const { user } = await request.requireAuth();
      const rows = await repo.findByIds(user.memberships.map((membership) => membership.companyId));
      return rows.map(toCompany);
    },
  );

  api.get(
    '/api/businesses/:id',
    {
      schema: { tags, params: companyParamsSchema, response: { 200: companySchema } },
      preHandler: companyScope(deps.db),
    },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound('Company');
      return toCompany(row);
    },
  );
}
