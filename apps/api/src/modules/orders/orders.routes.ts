import type { FastifyInstance } from 'fastify';
import { ORDER_ACCESS, orderCalls } from '@kaista/domain/orders';
import type { AppDeps } from '../../app-deps';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { registerBulkOrderRoutes } from './bulk-orders.routes';
import { BulkOrdersPlacementService } from './bulk-orders-placement.service';
import { OrderFulfilment } from './order-fulfilment';
import type { OrderInventory } from './order-inventory';
import { ORDER_REQUEST_MAIL_JOB } from './order-request-mails';
import { registerOrderRequestRoutes } from './order-requests.routes';
import { OrderRequestsService } from './order-requests.service';
import { OrdersService } from './orders.service';
import type { RequestContentsCheck } from './request-contents';

export interface OrdersWiring {
  /** What an order's completion does to the company's services: see `order-inventory.ts`. */
  inventory: OrderInventory;
  /** The order capture's check of an employee's cart before it becomes a request: see `request-contents.ts`. */
  requestContents: RequestContentsCheck;
}

/**
 * Spec §7 GET /orders, /orders/{id}, /search/orders, the order requests and bulk orders that place orders
 * too, and the built-in fulfilment of submitted orders.
 */
export async function registerOrdersRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  wiring: OrdersWiring,
): Promise<void> {
  const service = new OrdersService(deps.db);
  const route = callRoutes(app, ['Orders']);
  const read = companyScope(deps.db, ORDER_ACCESS.read);

  route(orderCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company, request.params.uid, request.query),
  });
  route(orderCalls.get, {
    guard: read,
    handler: async (request) => service.get(request.company, request.params.uid, request.params.orderId),
  });
  route(orderCalls.search, {
    guard: read,
    handler: async (request) => service.search(request.company, request.query.q),
  });

  // A request that holds a bulk file is ordered, once approved, as the file itself would have been.
  const placement = new BulkOrdersPlacementService(deps.jobs);
  const requests = new OrderRequestsService(
    deps.db,
    deps.jobs,
    wiring.requestContents,
    (tx, access, file, audit) => placement.orderFile(tx, access, file, audit),
  );
  registerOrderRequestRoutes(app, deps, requests);
  await registerBulkOrderRoutes(app, deps, placement);
  deps.jobs.handle(ORDER_REQUEST_MAIL_JOB, async (payload) => deps.email.send(payload as EmailMessage));

  new OrderFulfilment(deps.db, deps.jobs, wiring.inventory, deps.config.orderFulfilmentStepMs).register();
}
