import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MATSKU_ACCESS, productAdminCalls } from '@kaista/domain/matsku';
import type { AppDeps } from '../../app-deps';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { AdminProductChangesRepo } from './admin-product-changes.repo';
import { AdminProductChangesService } from './admin-product-changes.service';
import { AdminProductsRepo } from './admin-products.repo';
import { AdminProductsService } from './admin-products.service';
import { AssortmentsRepo } from './assortments.repo';
import { AssortmentsService } from './assortments.service';
import type { LowStockAlert } from './low-stock-alert';

const NO_COMPANY = '0';

/** The catalogue is every partner company's, so its changes go to the log of no company (0). */
async function toolAudit(request: FastifyRequest, status: number) {
  const { user, operator } = await request.requireAuth();
  return auditRecorder(request, status, { companyId: NO_COMPANY, user, operator });
}

/** §7 productmanagement: the operator's product admin and assortments, for DC and MU users (§6). */
export function registerProductAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  lowStock: LowStockAlert,
): void {
  const assortmentRepo = new AssortmentsRepo(deps.db);
  const products = new AdminProductsService(new AdminProductsRepo(deps.db), assortmentRepo);
  const changes = new AdminProductChangesService(products, new AdminProductChangesRepo(deps.db), lowStock);
  const assortments = new AssortmentsService(assortmentRepo);
  const route = callRoutes(app, ['Partner shop admin']);
  const guard = globalScope(MATSKU_ACCESS.productAdmin);

  route(productAdminCalls.products, { guard, handler: async (request) => products.products(request.query) });
  route(productAdminCalls.product, {
    guard,
    handler: async (request, reply) => {
      const product = await products.product(request.params.productCode);
      return withVersionEtag(reply, product);
    },
  });
  route(productAdminCalls.setStatus, {
    guard,
    handler: async (request, reply) => {
      const product = await changes.setStatus(
        request.params.productCode,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      return withVersionEtag(reply, product);
    },
  });
  route(productAdminCalls.synchronize, {
    guard,
    handler: async (request, reply) => {
      const product = await changes.synchronize(
        request.params.productCode,
        ifMatchVersion(request),
        await toolAudit(request, 200),
      );
      return withVersionEtag(reply, product);
    },
  });
  route(productAdminCalls.setStock, {
    guard,
    handler: async (request, reply) => {
      const product = await changes.setStock(
        request.params.productCode,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      return withVersionEtag(reply, product);
    },
  });
  route(productAdminCalls.assortments, { guard, handler: async () => assortments.assortments() });
  route(productAdminCalls.createAssortment, {
    guard,
    handler: async (request, reply) => {
      const assortment = await assortments.createAssortment(request.body, await toolAudit(request, 201));
      return withVersionEtag(reply, assortment);
    },
  });
  route(productAdminCalls.updateAssortment, {
    guard,
    handler: async (request, reply) => {
      const assortment = await assortments.updateAssortment(
        request.params.assortmentId,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      return withVersionEtag(reply, assortment);
    },
  });
}
