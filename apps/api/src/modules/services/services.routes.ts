import type { FastifyInstance } from 'fastify';
import { SERVICE_ACCESS, serviceCalls } from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { withVersionEtag } from '../../routing/if-match';
import {
  SCHEDULED_TERMINATIONS_EVERY_MS,
  SCHEDULED_TERMINATIONS_JOB,
  ScheduledTerminations,
} from './scheduled-terminations';
import { registerAvailabilityRoutes } from './availability.routes';
import { registerAssetsRoutes } from './assets.routes';
import { registerServiceActionRoutes } from './service-actions.routes';
import { registerServicePoaRoutes } from './service-poas.routes';
import { rightsOf } from './service-rights';
import { servicesCsv, servicesXlsx } from './services-export';
import type { ServiceOrderDesk } from './service-orders';
import { XLSX_TYPE } from '../../files/xlsx-stream';
import { ScheduledTerminationsRepo } from './scheduled-terminations.repo';
import { ServiceListRepo } from './service-list.repo';
import { ServiceOrdersRepo } from './service-orders.repo';
import { ServicesRepo } from './services.repo';
import { ServiceBulkService } from './service-bulk.service';
import { ServiceLifecycleService } from './service-lifecycle.service';
import { ServiceListService } from './service-list.service';
import { ServicesService } from './services.service';

/** §7 'Services and assets': the subscription inventory, its detail and its §4 actions. */
export interface ServicesWiring {
  /** Where service actions record their orders: see `service-orders.ts`. */
  orders: ServiceOrderDesk;
}

export async function registerServicesRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  wiring: ServicesWiring,
): Promise<void> {
  const repo = new ServicesRepo(deps.db);
  const ordersRepo = new ServiceOrdersRepo(deps.db);
  const services = new ServicesService(repo, ordersRepo);
  const list = new ServiceListService(new ServiceListRepo(deps.db));
  const lifecycle = new ServiceLifecycleService(repo, services, wiring.orders);
  const bulk = new ServiceBulkService(repo, services, lifecycle);
  const terminations = new ScheduledTerminations(
    new ScheduledTerminationsRepo(deps.db),
    wiring.orders,
    helsinkiToday,
  );
  deps.schedule.every(SCHEDULED_TERMINATIONS_JOB, SCHEDULED_TERMINATIONS_EVERY_MS, async () => {
    await terminations.run();
  });
  const route = callRoutes(app, ['Services']);
  const read = companyScope(deps.db, SERVICE_ACCESS.read);

  route(serviceCalls.list, {
    guard: read,
    handler: async (request) => list.list(request.company, request.query),
  });

  route(serviceCalls.export, {
    guard: read,
    handler: async (request, reply) => {
      const { format, ...query } = request.query;
      const batches = list.exportBatches(request.company, query);
      return reply
        .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="services-${request.company.companyId}.${format}"`,
        )
        .send(
          format === 'xlsx'
            ? servicesXlsx(request.language, batches)
            : servicesCsv(request.language, batches),
        );
    },
  });

  route(serviceCalls.bulk, {
    guard: companyScope(deps.db, SERVICE_ACCESS.bulk),
    handler: async (request) =>
      bulk.bulk(request.company, request.body, await rightsOf(request), auditRecorder(request, 200)),
  });

  route(serviceCalls.search, {
    guard: read,
    handler: async (request) => list.search(request.company, request.query),
  });

  route(serviceCalls.filterChoices, {
    guard: read,
    handler: async (request) => list.filterChoices(request.company),
  });

  route(serviceCalls.get, {
    guard: read,
    handler: async (request, reply) => {
      const detail = await services.get(request.company, request.params.serviceId);
      return withVersionEtag(reply, detail);
    },
  });

  route(serviceCalls.actions, {
    guard: read,
    handler: async (request) =>
      services.actions(request.company, request.params.serviceId, await rightsOf(request)),
  });

  registerServiceActionRoutes(app, deps, { repo, ordersRepo, services, lifecycle, desk: wiring.orders });
  registerServicePoaRoutes(app, deps, repo, services);

  route(serviceCalls.orders, {
    guard: read,
    handler: async (request) => services.orders(request.company, request.params.serviceId),
  });

  registerAvailabilityRoutes(app, deps);
  registerAssetsRoutes(app, deps, wiring.orders);
}
