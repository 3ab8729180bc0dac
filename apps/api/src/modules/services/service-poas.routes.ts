import type { FastifyInstance } from 'fastify';
import { SERVICE_ACCESS, serviceCalls } from '@kaista/domain/services';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { sendPoaPdf } from '../../powers-of-attorney/poa-pdf-reply';
import { auditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ServicePoasRepo } from './service-poas.repo';
import { ServicePoasService } from './service-poas.service';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

/** §7 /poa: a service's powers of attorney, for whoever may order changes to it. */
export function registerServicePoaRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  repo: ServicesRepo,
  services: ServicesService,
): void {
  const poas = new ServicePoasService(repo, new ServicePoasRepo(deps.db), services);
  const route = callRoutes(app, ['Services']);

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
}
