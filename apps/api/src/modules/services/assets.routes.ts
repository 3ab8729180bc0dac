import type { FastifyInstance } from 'fastify';
import { SERVICE_ACCESS, assetCalls } from '@kaista/domain/services';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { AssetsRepo } from './assets.repo';
import { AssetsService } from './assets.service';
import type { ServiceOrderDesk } from './service-orders';

/** §7 'Services and assets': /assets, /assetproductgroups, /search/assets and the §4 repair action. */
export function registerAssetsRoutes(app: FastifyInstance, deps: AppDeps, orders: ServiceOrderDesk): void {
  const service = new AssetsService(new AssetsRepo(deps.db), orders);
  const route = callRoutes(app, ['Assets']);
  const read = companyScope(deps.db, SERVICE_ACCESS.assets);

  route(assetCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company, request.query),
  });

  route(assetCalls.productGroups, {
    guard: read,
    handler: async (request) => service.productGroups(request.company),
  });

  route(assetCalls.search, {
    guard: read,
    handler: async (request) => service.search(request.company, request.query.q, request.query.hits),
  });

  route(assetCalls.get, {
    guard: read,
    handler: async (request, reply) => {
      const detail = await service.get(request.company, request.params.assetId);
      return withVersionEtag(reply, detail);
    },
  });

  route(assetCalls.repair, {
    guard: companyScope(deps.db, SERVICE_ACCESS.repairAsset),
    handler: async (request, reply) => {
      const detail = await service.repair(
        request.company,
        request.params.assetId,
        request.body.fault,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, detail);
    },
  });
}
