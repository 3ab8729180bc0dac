import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { CartDetailsService } from './cart-details.service';

/** The party roles of a cart (a role and its holder's name), each write answering the cart. */
export function registerPartyRoleRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  details: CartDetailsService,
): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartCalls.addPartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      request.auditSubject = `${request.body.role} ${request.body.name}`;
      return withVersionEtag(
        reply,
        await details.addPartyRole(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.changePartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      request.auditSubject = `${request.body.role} ${request.body.name}`;
      return withVersionEtag(
        reply,
        await details.updatePartyRole(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removePartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, roleId } = request.params;
      return withVersionEtag(
        reply,
        await details.removePartyRole(request.company, uid, cart, roleId, ifMatchVersion(request)),
      );
    },
  });
}
