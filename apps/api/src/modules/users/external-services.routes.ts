import type { FastifyInstance } from 'fastify';
import { EXTERNAL_SERVICE_ACCESS, externalServiceCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { CompanyUsersRepo } from './company-users.repo';
import { ExternalServices } from './external-services';

/** §7 a user's roles in the operator's external services, each with its toggle. */
export function registerExternalServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const external = new ExternalServices(deps.db, new CompanyUsersRepo(deps.db));
  const externalGuard = companyScope(deps.db, EXTERNAL_SERVICE_ACCESS);
  const route = callRoutes(app, ['Users and permissions']);
  route(externalServiceCalls.list, {
    guard: externalGuard,
    handler: async (request) => external.list(request.company.companyId, request.params.userId),
  });
  route(externalServiceCalls.enrol, {
    guard: externalGuard,
    handler: async (request, reply) => {
      const { userId, service } = request.params;
      const answer = await external.enrol(
        request.company,
        userId,
        service,
        request.body,
        auditRecorder(request, 201),
      );
      return withVersionEtag(reply, answer);
    },
  });
  route(externalServiceCalls.change, {
    guard: externalGuard,
    handler: async (request, reply) => {
      const { userId, service } = request.params;
      const answer = await external.change(
        request.company,
        userId,
        service,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, answer);
    },
  });
}
