import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_ACCESS, impersonationCalls } from '@kaista/domain/impersonation';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { ImpersonationService } from './impersonation.service';

/** §4: act as a company's user, and stop; each writes its own audit row, so the trail adds none. */
export async function registerImpersonationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new ImpersonationService(deps.db, app.audit);
  const route = callRoutes(app, ['Impersonation']);

  route(impersonationCalls.start, {
    guard: companyScope(deps.db, IMPERSONATION_ACCESS.start),
    handler: async (request, reply) => {
      const { session } = request.company;
      const state = await service.start(request.company, request.params.uid, (changes) =>
        app.switchSession(reply, session, changes),
      );
      request.auditRecorded = true;
      return state;
    },
  });

  route(impersonationCalls.stop, {
    handler: async (request, reply) => {
      const actor = await request.requireAuth();
      const state = await service.stop(actor, (changes) => app.switchSession(reply, actor.session, changes));
      request.auditRecorded = true;
      return state;
    },
  });
}
