import type { FastifyInstance } from 'fastify';
import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { cartEndUserCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { CartEndUsers } from './cart-end-users';

/** §7 the cart's end users: the orderer finds the company's end users and adds new ones. */
export function registerCartEndUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cartEndUsers = new CartEndUsers(deps.db);
  const orders = companyScope(deps.db, ORDERING_ACCESS.order);
  const route = callRoutes(app, ['Users and permissions']);
  route(cartEndUserCalls.search, {
    guard: orders,
    handler: async (request) => cartEndUsers.search(request.company, request.params.uid, request.query),
  });
  route(cartEndUserCalls.create, {
    guard: orders,
    handler: async (request) =>
      cartEndUsers.create(request.company, request.params.uid, request.body, auditRecorder(request, 201)),
  });
}
