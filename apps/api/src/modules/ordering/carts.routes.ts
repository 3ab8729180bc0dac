import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { CartAdditionsService } from './cart-additions.service';
import type { CartLinesService } from './cart-lines.service';
import type { CartValuesService } from './cart-values.service';
import type { CartsService } from './carts.service';

interface CartParts {
  carts: CartsService;
  additions: CartAdditionsService;
  lines: CartLinesService;
  values: CartValuesService;
}

/** §7 'Carts and orders': a user's carts, their bundles, quantities and characteristic values. */
export function registerCartRoutes(app: FastifyInstance, deps: AppDeps, parts: CartParts): void {
  const { carts, additions, lines, values } = parts;
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartCalls.summary, {
    guard,
    handler: async (request) => carts.summary(request.company, request.params.uid),
  });
  route(cartCalls.miniCart, {
    guard,
    handler: async (request) => carts.mini(request.company, request.params.uid),
  });
  route(cartCalls.create, {
    guard,
    handler: async (request, reply) =>
      withVersionEtag(reply, await carts.open(request.company, request.params.uid, request.query.channel)),
  });
  route(cartCalls.get, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(reply, await carts.view(await carts.get(request.company, uid, cart)));
    },
  });
  route(cartCalls.remove, {
    guard,
    handler: async (request, reply) => {
      await carts.remove(request.company, request.params.uid, request.params.cart, ifMatchVersion(request));
      return reply.status(204).send();
    },
  });
  route(cartCalls.addBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await additions.addBundle(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.changeBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await lines.changeBundle(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      return withVersionEtag(
        reply,
        await lines.removeBundle(request.company, uid, cart, bundleNo, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.quantity, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      const { quantity } = request.body;
      return withVersionEtag(
        reply,
        await lines.setQuantity(request.company, uid, cart, bundleNo, quantity, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.characteristics, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await values.set(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
}
