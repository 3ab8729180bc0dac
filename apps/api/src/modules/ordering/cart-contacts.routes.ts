import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { CartDetailsService } from './cart-details.service';
import type { CartsService } from './carts.service';

/** Who a cart's order concerns: its contacts' e-mail addresses, its end user and its delivery info. */
export function registerCartContactRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  carts: CartsService,
  details: CartDetailsService,
): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartCalls.contacts, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return { contacts: (await carts.view(await carts.get(request.company, uid, cart))).details.contacts };
    },
  });
  route(cartCalls.addContact, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.addContact(request.company, uid, cart, request.body.email, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeContact, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, email } = request.params;
      return withVersionEtag(
        reply,
        await details.removeContact(request.company, uid, cart, email, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.setEndUser, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.setEndUser(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeEndUser, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.setEndUser(request.company, uid, cart, null, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.setDeliveryInfo, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.setDeliveryInfo(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeDeliveryInfo, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.setDeliveryInfo(request.company, uid, cart, null, ifMatchVersion(request)),
      );
    },
  });
}
