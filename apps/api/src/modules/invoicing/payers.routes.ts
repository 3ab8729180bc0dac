import type { FastifyInstance } from 'fastify';
import { INVOICE_ACCESS, payerCalls } from '@kaista/domain/invoices';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { CostPoolsRepo } from './cost-pools.repo';
import { auditRecorder } from '../../routing/change-audit';
import { toPayer } from './invoicing-mapper';
import { PayersRepo } from './payers.repo';
import { PayersService } from './payers.service';

/** §7 'Businesses': /payers, /costpools, /costpools2, and /countries and /f-invoice-operators for the forms. */
export function registerPayersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new PayersService(new PayersRepo(deps.db), new CostPoolsRepo(deps.db));
  const route = callRoutes(app, ['Billing agreements and cost centres']);
  const guard = (requirement: (typeof INVOICE_ACCESS)[keyof typeof INVOICE_ACCESS]) =>
    companyScope(deps.db, requirement);

  route(payerCalls.list, {
    guard: guard(INVOICE_ACCESS.readPayers),
    handler: async (request) => service.list(request.company.companyId, request.query),
  });
  route(payerCalls.get, {
    guard: guard(INVOICE_ACCESS.readPayers),
    handler: async (request, reply) => {
      const row = await service.get(request.company.companyId, request.params.payerId);
      return withVersionEtag(reply, toPayer(row));
    },
  });
  route(payerCalls.create, {
    guard: guard(INVOICE_ACCESS.createPayer),
    handler: async (request, reply) => {
      const row = await service.create(request.company.companyId, request.body, auditRecorder(request, 201));
      return withVersionEtag(reply, toPayer(row));
    },
  });
  route(payerCalls.update, {
    guard: guard(INVOICE_ACCESS.modifyPayer),
    handler: async (request, reply) => {
      const row = await service.update(
        request.company.companyId,
        request.params.payerId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, toPayer(row));
    },
  });
  route(payerCalls.costPools, {
    guard: guard(INVOICE_ACCESS.readCostPools),
    handler: async (request) => service.costPoolList(request.company.companyId),
  });
  route(payerCalls.costPoolPage, {
    guard: guard(INVOICE_ACCESS.readCostPools),
    handler: async (request) => service.costPoolPage(request.company.companyId, request.query),
  });
  route(payerCalls.createCostPool, {
    guard: guard(INVOICE_ACCESS.createCostPool),
    handler: async (request) =>
      service.createCostPool(request.company.companyId, request.body, auditRecorder(request, 201)),
  });
  route(payerCalls.costPool, {
    guard: guard(INVOICE_ACCESS.readCostPools),
    handler: async (request, reply) => {
      const pool = await service.costPool(request.company.companyId, request.params.costPoolId);
      return withVersionEtag(reply, pool);
    },
  });
  route(payerCalls.updateCostPool, {
    guard: guard(INVOICE_ACCESS.modifyCostPool),
    handler: async (request, reply) => {
      const pool = await service.updateCostPool(
        request.company.companyId,
        request.params.costPoolId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, pool);
    },
  });
  route(payerCalls.countries, {
    handler: async (request) => {
      await request.requireAuth();
      return service.countries(request.language, request.query.filterDeliverable === 'true');
    },
  });
  route(payerCalls.fInvoiceOperators, {
    handler: async (request) => {
      await request.requireAuth();
      return service.fInvoiceOperators();
    },
  });
}
