import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { NumberPortService } from './number-port.service';
import type { NumberResourcesService } from './number-resources.service';

interface NumberParts {
  ports: NumberPortService;
  numberResources: NumberResourcesService;
}

/** The numbers of a cart's selections: its port-ins and its number resources. */
export function registerCartNumberRoutes(app: FastifyInstance, deps: AppDeps, parts: NumberParts): void {
  const { ports, numberResources } = parts;
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartCalls.numberPort, {
    guard,
    handler: async (request) =>
      ports.list(request.company, request.params.uid, request.params.cart, new Date()),
  });
  route(cartCalls.numberResources, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return numberResources.list(request.company, uid, cart, request.query.matchEndUser === 'true');
    },
  });
  route(cartCalls.assignNumbers, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await numberResources.assign(
          request.company,
          uid,
          cart,
          request.body.numberType,
          ifMatchVersion(request),
        ),
      );
    },
  });
  route(cartCalls.selfDefinedNumbersAllowed, {
    guard,
    handler: async (request) =>
      numberResources.selfDefinedAllowed(
        request.company,
        request.params.uid,
        request.query.numberType,
        request.query.kind,
      ),
  });
  route(cartCalls.setNumberPort, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await ports.set(request.company, uid, cart, request.body, ifMatchVersion(request), new Date()),
      );
    },
  });
}
