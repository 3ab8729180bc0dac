import type { FastifyInstance } from 'fastify';
import { SERVICE_ACCESS, serviceCalls } from '@kaista/domain/services';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { ServiceLifecycleService } from './service-lifecycle.service';
import type { ServiceOrderDesk } from './service-orders';
import type { ServiceOrdersRepo } from './service-orders.repo';
import { ServicePackageService } from './service-package.service';
import { rightsOf } from './service-rights';
import { ServiceSimService } from './service-sim.service';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

interface ActionParts {
  repo: ServicesRepo;
  ordersRepo: ServiceOrdersRepo;
  services: ServicesService;
  lifecycle: ServiceLifecycleService;
  desk: ServiceOrderDesk;
}

/** §4 actions on one service: its PUK codes, suspend, resume and cease, its SIM card and its package. */
export function registerServiceActionRoutes(app: FastifyInstance, deps: AppDeps, parts: ActionParts): void {
  const { repo, ordersRepo, services, lifecycle, desk } = parts;
  const sims = new ServiceSimService(repo, services, desk);
  const packages = new ServicePackageService(services, ordersRepo, desk);
  const route = callRoutes(app, ['Services']);

  route(serviceCalls.pukCodes, {
    guard: companyScope(deps.db, SERVICE_ACCESS.readPuk),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sims.pukCodes(request.company, request.params.serviceId, auditRecorder(request, 200));
    },
  });

  route(serviceCalls.terminationDates, {
    guard: companyScope(deps.db, SERVICE_ACCESS.terminate),
    handler: async (request) => lifecycle.terminationDates(request.company, request.params.serviceId),
  });

  route(serviceCalls.lifecycle, {
    guard: companyScope(deps.db, SERVICE_ACCESS.lifecycle),
    handler: async (request, reply) => {
      const detail = await lifecycle.lifecycle(
        request.company,
        request.params.serviceId,
        request.body,
        await rightsOf(request),
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, detail);
    },
  });

  route(serviceCalls.activateSim, {
    guard: companyScope(deps.db, SERVICE_ACCESS.activateSim),
    handler: async (request, reply) => {
      const detail = await sims.activateSim(
        request.company,
        request.params.serviceId,
        request.body.iccid,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, detail);
    },
  });

  route(serviceCalls.replaceSim, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request, reply) => {
      const detail = await sims.replaceSim(
        request.company,
        request.params.serviceId,
        request.body.iccid,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, detail);
    },
  });

  route(serviceCalls.availablePlans, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request) => packages.availablePlans(request.company, request.params.serviceId),
  });

  route(serviceCalls.changePackage, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request) =>
      packages.changePackage(
        request.company,
        request.params.serviceId,
        request.body.packageCode,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      ),
  });
}
