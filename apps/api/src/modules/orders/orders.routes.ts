import type { FastifyInstance } from 'fastify';
import { ORDER_ACCESS, orderCalls } from '@kaista/domain/orders';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { OrderFulfilment } from './order-fulfilment';
import type { OrderInventory } from './order-inventory';
import { OrdersService } from './orders.service';

export interface OrdersWiring {
  /** What an order's completion does to the company's services: see `order-inventory.ts`. */
  inventory: OrderInventory;
}

/** Spec §7 GET /orders, /orders/{id}, /search/orders, and the built-in fulfilment of submitted orders. */
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

  new OrderFulfilment(deps.db, deps.jobs, wiring.inventory, deps.config.orderFulfilmentStepMs).register();
}
