import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MATSKU_ACCESS, productAdminCalls } from '@kaista/domain/matsku';
import type { AppDeps } from '../../app-deps';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, sendVersionEtag } from '../../routing/if-match';
import { AdminProductChangesRepo } from './admin-product-changes.repo';
import { AdminProductsRepo } from './admin-products.repo';
import { AssortmentsRepo } from './assortments.repo';
import type { LowStockAlert } from './low-stock-alert';
import { ProductAdminService } from './product-admin.service';

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
  const service = new ProductAdminService(
    new AdminProductsRepo(deps.db),
    new AdminProductChangesRepo(deps.db),
    new AssortmentsRepo(deps.db),
    lowStock,
  );
  const route = callRoutes(app, ['Partner shop admin']);
  const guard = globalScope(MATSKU_ACCESS.productAdmin);

  route(productAdminCalls.products, { guard, handler: async (request) => service.products(request.query) });
  route(productAdminCalls.product, {
    guard,
    handler: async (request, reply) => {
      const product = await service.product(request.params.productCode);
      sendVersionEtag(reply, product.version);
      return product;
    },
  });
  route(productAdminCalls.setStatus, {
    guard,
    handler: async (request, reply) => {
      const product = await service.setStatus(
        request.params.productCode,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      sendVersionEtag(reply, product.version);
      return product;
    },
  });
  route(productAdminCalls.synchronize, {
    guard,
    handler: async (request, reply) => {
      const product = await service.synchronize(
        request.params.productCode,
        ifMatchVersion(request),
        await toolAudit(request, 200),
      );
      sendVersionEtag(reply, product.version);
      return product;
    },
  });
  route(productAdminCalls.setStock, {
    guard,
    handler: async (request, reply) => {
      const product = await service.setStock(
        request.params.productCode,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      sendVersionEtag(reply, product.version);
      return product;
    },
  });
  route(productAdminCalls.assortments, { guard, handler: async () => service.assortments() });
  route(productAdminCalls.createAssortment, {
    guard,
    handler: async (request, reply) => {
      const assortment = await service.createAssortment(request.body, await toolAudit(request, 201));
      sendVersionEtag(reply, assortment.version);
      return assortment;
    },
  });
  route(productAdminCalls.updateAssortment, {
    guard,
    handler: async (request, reply) => {
      const assortment = await service.updateAssortment(
        request.params.assortmentId,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      sendVersionEtag(reply, assortment.version);
      return assortment;
    },
  });
}
