import type { FastifyInstance } from 'fastify';
import { adminToolsCalls } from '@kaista/domain/admin-tools';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { AdminToolsRepo } from './admin-tools.repo';
import { AdminToolsService } from './admin-tools.service';

/** §2 admintools/session and §9 /environmentmode for operator staff. */
export async function registerAdminToolsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new AdminToolsService(new AdminToolsRepo(deps.db), app.sessions, deps.config.environment);
  const route = callRoutes(app, ['Admin tools']);

  route(adminToolsCalls.setEnvironmentMode, {
    handler: async (request) => service.setEnvironment(await request.requireAuth(), request.body),
  });

  route(adminToolsCalls.session, {
    handler: async (request) => service.session(await request.requireAuth()),
  });
}
