import type { FastifyInstance } from 'fastify';
import { cartTemplateCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import type { CartTemplatesService } from './cart-templates.service';
import { auditForCompany } from '../../plugins/audit-trail';

/** A user's cart templates: a cart saved by name, listed, removed, and a cart started from one. */
export function registerCartTemplateRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  templates: CartTemplatesService,
): void {
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  route(cartTemplateCalls.save, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      const template = await templates.save(request.company, uid, cart, request.body.name);
      auditForCompany(request, template.name);
      return template;
    },
  });
  route(cartTemplateCalls.list, {
    guard,
    handler: async (request) => templates.list(request.company, request.params.uid),
  });
  route(cartTemplateCalls.remove, {
    guard,
    handler: async (request, reply) => {
      const name = await templates.remove(request.company, request.params.uid, request.params.templateId);
      auditForCompany(request, name);
      return reply.status(204).send();
    },
  });
  route(cartTemplateCalls.start, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withVersionEtag(
        reply,
        await templates.start(request.company, uid, cart, request.body.templateId, ifMatchVersion(request)),
      );
    },
  });
}
