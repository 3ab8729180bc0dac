import type { FastifyInstance } from 'fastify';
import { matskuCalls, MATSKU_ACCESS } from '@kaista/domain/matsku';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, sendVersionEtag, withVersionEtag } from '../../routing/if-match';
import { companyScope } from '../../plugins/session/company-scope';
import { CartService } from './cart.service';
import { CatalogueService } from './catalogue.service';
import { LowStockAlert } from './low-stock-alert';
import { OfficeSuppliesService } from './office-supplies.service';
import { registerProductAdminRoutes } from './product-admin.routes';
import { toPastOrder } from './matsku-mapper';
import { PastOrdersRepo } from './orders.repo';
import { OrdersService } from './orders.service';
import { ProductRepo } from './product.repo';
import { ProductSearchRepo } from './product-search.repo';
import { auditForCompany } from '../../plugins/audit-trail';

/** §7 'Partner shop': catalogue, stores, the caller's cart and its entries, and the order. */
export async function registerMatskuRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const catalogue = new CatalogueService(new ProductSearchRepo(deps.db), new ProductRepo(deps.db));
  const carts = new CartService(deps.db);
  const lowStock = new LowStockAlert(deps.db, deps.jobs, deps.email);
  const orders = new OrdersService(deps.db, lowStock);
  const officeSupplies = new OfficeSuppliesService(deps.db, deps.config.officeSuppliesCompanyId);
  const route = callRoutes(app, ['Partner shop']);
  const guard = companyScope(deps.db, MATSKU_ACCESS.shop);
  registerProductAdminRoutes(app, deps, lowStock);

  route(matskuCalls.search, {
    guard,
    handler: async (request) => catalogue.search(request.company, request.query),
  });
  route(matskuCalls.product, {
    guard,
    handler: async (request) =>
      catalogue.product(request.company, request.params.productCode, request.query.storeId),
  });
  route(matskuCalls.stores, { guard, handler: async (request) => carts.stores(request.company) });
  route(matskuCalls.cart, {
    guard,
    handler: async (request, reply) => withVersionEtag(reply, await carts.get(request.company)),
  });
  route(matskuCalls.addEntry, {
    guard,
    handler: async (request, reply) => {
      const { productCode, quantity } = request.body;
      request.auditSubject = productCode;
      return withVersionEtag(
        reply,
        await carts.addEntry(request.company, productCode, quantity, ifMatchVersion(request)),
      );
    },
  });
  route(matskuCalls.setEntry, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(
        reply,
        await carts.setQuantity(
          request.company,
          request.params.entryNumber,
          request.body.quantity,
          ifMatchVersion(request),
        ),
      ),
  });
  route(matskuCalls.changeEntry, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(
        reply,
        await carts.setQuantity(
          request.company,
          request.params.entryNumber,
          { delta: request.body.quantityDelta },
          ifMatchVersion(request),
        ),
      ),
  });
  route(matskuCalls.deleteEntry, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(
        reply,
        await carts.deleteEntry(request.company, request.params.entryNumber, ifMatchVersion(request)),
      ),
  });
  route(matskuCalls.setStore, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(
        reply,
        await carts.setStore(request.company, request.body.storeId, ifMatchVersion(request)),
      ),
  });
  route(matskuCalls.setReference, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(
        reply,
        await carts.setReference(request.company, request.body.endCustomerReference, ifMatchVersion(request)),
      ),
  });
  route(matskuCalls.submitOrder, {
    guard,
    handler: async (request) => {
      const order = await orders.submit(request.company, request.body, ifMatchVersion(request));
      auditForCompany(request, order.orderNumber);
      return order;
    },
  });
  route(matskuCalls.submitOfficeSuppliesOrder, {
    guard,
    handler: async (request) => {
      const { user, operator, companyId } = request.company;
      return officeSupplies.submit(request.company, request.body, async (tx, subject) => {
        await request.server.audit.record(
          {
            companyId,
            operator: operator ?? user,
            actedFor: operator ? user : null,
            action: 'shop.office-supplies',
            target: request.url.split('?')[0] ?? '',
            subject,
            result: 201,
          },
          tx,
        );
        request.auditRecorded = true;
      });
    },
  });
  route(matskuCalls.pastOrders, {
    guard,
    handler: async (request) => {
      const { offset, pageSize } = request.query;
      const { companyId, user } = request.company;
      const page = await new PastOrdersRepo(deps.db).page(companyId, user.id, offset, pageSize);
      return { items: page.orders.map((order) => toPastOrder(order, page.lines)), total: page.total, offset };
    },
  });
  route(matskuCalls.reorder, {
    guard,
    handler: async (request, reply) => {
      request.auditSubject = request.body.orderNumber;
      const result = await carts.reorder(request.company, request.body.orderNumber, ifMatchVersion(request));
      sendVersionEtag(reply, result.cart.version);
      return result;
    },
  });
}
