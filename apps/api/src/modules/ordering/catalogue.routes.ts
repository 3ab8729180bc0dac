import type { FastifyInstance } from 'fastify';
import { cartCalls, catalogueCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ownUser } from '../../plugins/session/own-user';
import { companyStructure } from './cart-access';
import type { CartDetailsService } from './cart-details.service';
import type { CatalogueService } from './catalogue.service';

/** The catalogue the order capture reads: offerings, bundles, prices, stock, preselections, and what is orderable. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: CatalogueService,
  details: CartDetailsService,
): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(catalogueCalls.offerings, {
    guard,
    handler: async (request) => catalogue.offerings(request.query.category),
  });
  route(catalogueCalls.bundleStructure, {
    guard,
    handler: async (request) => {
      const structure = await companyStructure(deps.db, request.company.companyId, request.params.templateId);
      return catalogue.withStock(structure);
    },
  });

  route(catalogueCalls.prices, {
    guard,
    handler: async (request) => catalogue.priceList(request.body.categories),
  });
  route(catalogueCalls.productPrices, {
    guard,
    handler: async (request) => catalogue.productPrices(request.params.priceId),
  });
  route(cartCalls.stocks, {
    guard,
    handler: async (request) => {
      ownUser(request.company, request.params.uid);
      return catalogue.stocks(request.body.productCodes);
    },
  });
  route(cartCalls.preselections, {
    guard: companyScope(deps.db, ORDERING_ACCESS.preselections),
    handler: async (request) => {
      ownUser(request.company, request.params.uid);
      return catalogue.preselections(request.body.rootBundleTemplateId, request.body.productCode);
    },
  });
  route(cartCalls.orderAvailability, {
    guard,
    handler: async (request) =>
      details.orderAvailability(request.company, request.params.uid, request.body.cartId),
  });
}
