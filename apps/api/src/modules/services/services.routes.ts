import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICE_ACCESS, serviceCalls, type ServiceRights } from '@kaista/domain/services';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { toRoleHolder } from '../../plugins/session/role-holder';
import { sendPoaPdf } from '../../powers-of-attorney/poa-pdf-reply';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, sendVersionEtag } from '../../routing/if-match';
import {
  SCHEDULED_TERMINATIONS_EVERY_MS,
  SCHEDULED_TERMINATIONS_JOB,
  ScheduledTerminations,
} from './scheduled-terminations';
import { registerAvailabilityRoutes } from './availability.routes';
import { registerAssetsRoutes } from './assets.routes';
import { servicesCsv, servicesXlsx } from './services-export';
import type { ServiceOrderDesk } from './service-orders';
import { XLSX_TYPE } from '../../files/spreadsheet';
import { ScheduledTerminationsRepo } from './scheduled-terminations.repo';
import { ServiceListRepo } from './service-list.repo';
import { ServiceOrdersRepo } from './service-orders.repo';
import { ServicePoasRepo } from './service-poas.repo';
import { ServicesRepo } from './services.repo';
import { ServiceBulkService } from './service-bulk.service';
import { ServiceLifecycleService } from './service-lifecycle.service';
import { ServiceListService } from './service-list.service';
import { ServicePackageService } from './service-package.service';
import { ServicePoasService } from './service-poas.service';
import { ServiceSimService } from './service-sim.service';
import { helsinkiToday, ServicesService } from './services.service';

/** What the caller may do to services in the request's company, by §6 permissions and §9 flags. */
async function rightsOf(request: FastifyRequest): Promise<ServiceRights & { changeCostCentre: boolean }> {
  const flags = featureFlagsFor(await request.environment());
  const holder = toRoleHolder(request.company.user);
  const may = (requirement: (typeof SERVICE_ACCESS)[keyof typeof SERVICE_ACCESS]) =>
    meetsAccessRequirement(holder, request.company.companyId, requirement, flags);
  return {
    readPuk: may(SERVICE_ACCESS.readPuk),
    suspendResume: may(SERVICE_ACCESS.suspendResume),
    terminate: may(SERVICE_ACCESS.terminate),
    activateSim: may(SERVICE_ACCESS.activateSim),
    changeOrder: may(SERVICE_ACCESS.changeOrder),
    changeCostCentre: may(SERVICE_ACCESS.changeCostCentre),
    scheduledTermination: flags['scheduled-service-termination'],
    operatorStaff: request.company.user.isOperatorStaff,
  };
}

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
  const sims = new ServiceSimService(repo, services, wiring.orders);
  const packages = new ServicePackageService(services, ordersRepo, wiring.orders);
  const poas = new ServicePoasService(repo, new ServicePoasRepo(deps.db), services);
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
      sendVersionEtag(reply, detail.version);
      return detail;
    },
  });

  route(serviceCalls.actions, {
    guard: read,
    handler: async (request) =>
      services.actions(request.company, request.params.serviceId, await rightsOf(request)),
  });

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
      sendVersionEtag(reply, detail.version);
      return detail;
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
      sendVersionEtag(reply, detail.version);
      return detail;
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
      sendVersionEtag(reply, detail.version);
      return detail;
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

  route(serviceCalls.poaPdf, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request, reply) => {
      const pdf = await poas.poaPdf(
        request.company,
        request.params.serviceId,
        request.body,
        request.language,
        auditRecorder(request, 200),
      );
      return sendPoaPdf(reply, pdf);
    },
  });

  route(serviceCalls.poaCreate, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request) =>
      poas.poaCreate(request.company, request.params.serviceId, request.body, auditRecorder(request, 201)),
  });

  route(serviceCalls.poaList, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request) => poas.poaList(request.company, request.query),
  });

  route(serviceCalls.poaResult, {
    guard: companyScope(deps.db, SERVICE_ACCESS.changeOrder),
    handler: async (request) =>
      poas.poaResult(request.company, request.params.poaId, request.body, auditRecorder(request, 200)),
  });

  route(serviceCalls.orders, {
    guard: read,
    handler: async (request) => services.orders(request.company, request.params.serviceId),
  });

  registerAvailabilityRoutes(app, deps);
  registerAssetsRoutes(app, deps, wiring.orders);
}
