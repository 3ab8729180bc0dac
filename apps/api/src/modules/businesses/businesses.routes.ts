import type { FastifyInstance } from 'fastify';
import { businessesCalls } from '@kaista/domain/businesses';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { withVersionEtag } from '../../routing/if-match';
import { BusinessesRepo } from './businesses.repo';
import { BusinessesService } from './businesses.service';

/** GET /businesses (the caller's own companies) and GET /businesses/{id} (spec §7 'Businesses'). */
export async function registerBusinessesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new BusinessesService(new BusinessesRepo(deps.db));
  const route = callRoutes(app, ['Businesses']);

  route(businessesCalls.own, {
    handler: async (request) => service.own((await request.requireAuth()).user),
  });

  route(businessesCalls.get, {
    guard: companyScope(deps.db),
    handler: async (request, reply) => {
      const company = await service.get(request.company);
      return withVersionEtag(reply, company);
    },
  });
}
