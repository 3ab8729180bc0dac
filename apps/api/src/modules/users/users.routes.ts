import type { FastifyInstance } from 'fastify';
import { userCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion } from '../../routing/if-match';
import { registerCartEndUserRoutes } from './cart-end-users.routes';
import { registerEndUserLinkRoutes } from './end-user-link.routes';
import { registerExternalServiceRoutes } from './external-services.routes';
import { registerIdmRoleRoutes } from './idm-roles.routes';
import { registerUserChangeRoutes } from './user-change.routes';
import { DELETE_USERS } from './user-permissions';
import { registerUserReadRoutes } from './user-read.routes';
import { userServices } from './user-services';

/** Spec §7 'Users and permissions': a company's users, their rights and sign-in method. */
export async function registerUsersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const services = userServices(deps.db);
  const route = callRoutes(app, ['Users and permissions']);

  registerUserReadRoutes(app, deps, services.reads);
  registerUserChangeRoutes(app, deps, services);
  registerEndUserLinkRoutes(app, deps);
  registerIdmRoleRoutes(app, deps);
  registerExternalServiceRoutes(app, deps);
  registerCartEndUserRoutes(app, deps);

  // Last, where it has always been registered: the route tree and the OpenAPI document keep their order.
  route(userCalls.remove, {
    guard: companyScope(deps.db, DELETE_USERS),
    handler: async (request, reply) => {
      await services.rights.remove(
        request.company,
        request.params.userId,
        ifMatchVersion(request),
        auditRecorder(request, 204),
      );
      return reply.code(204).send();
    },
  });
}
