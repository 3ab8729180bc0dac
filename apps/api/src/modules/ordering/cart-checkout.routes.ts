import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { CartDetailsService } from './cart-details.service';
import type { CartRulesService } from './cart-rules.service';
import type { CartsService } from './carts.service';

/** What checking a cart out reads and sets: its product rules, its payer, bundle info, change impact, checks. */
export function registerCartCheckoutRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  carts: CartsService,
  rules: CartRulesService,
  details: CartDetailsService,
): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartCalls.restrictions, {
    guard,
    handler: async (request) =>
      rules.list(request.company, request.params.uid, request.params.cart, 'EXCLUDES'),
  });
  route(cartCalls.prerequisites, {
    guard,
    handler: async (request) =>
      rules.list(request.company, request.params.uid, request.params.cart, 'REQUIRES'),
  });
  route(cartCalls.modifications, {
    guard,
    handler: async (request) =>
      rules.list(request.company, request.params.uid, request.params.cart, 'MODIFIES'),
  });
  route(cartCalls.payerChoices, {
    guard,
    handler: async (request) =>
      details.payerChoices(request.company, request.params.uid, request.params.cart),
  });
  route(cartCalls.setPayer, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await details.setPayer(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.bundleInfo, {
    guard,
    handler: async (request) => carts.bundleInfo(request.company, request.params.uid, request.params.cart),
  });
  route(cartCalls.changeImpact, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return details.impact(request.company, uid, cart, helsinkiToday());
    },
  });
  route(cartCalls.preorderCheck, {
    guard,
    handler: async (request) =>
      details.check(request.company, request.params.uid, request.body.cartId, request.query.actions),
  });
}
