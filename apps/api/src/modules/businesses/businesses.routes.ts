import type { FastifyInstance } from 'fastify';
import { businessesCalls } from '@kaista/domain/businesses';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http-errors';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { toCompany } from '../../db/company-row';
import { BusinessesRepo } from './businesses.repo';

/** GET /businesses (the caller's own companies) and GET /businesses/{id} (spec §7 'Businesses'). */
export async function registerBusinessesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new BusinessesRepo(deps.db);
  const route = callRoutes(app, ['Businesses']);

  route(businessesCalls.own, {
    handler: async (request) => {
      const { user } = await request.requireAuth();
      const rows = await repo.findByIds(user.memberships.map((membership) => membership.companyId));
      return rows.map(toCompany);
    },
  });

  route(businessesCalls.get, {
    guard: companyScope(deps.db),
    handler: async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound('Company');
      return toCompany(row);
    },
  });
}
