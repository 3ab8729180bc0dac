import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { linkOrigin } from '../../routing/link-origin';
import { Invitation } from './invitation';
import { RightsNotice } from './rights-notice';
import { CREATE_USERS, MANAGE_SIGN_IN, MODIFY_USERS } from './user-permissions';
import { toCompanyUser } from './users-mapper';
import type { UserServices } from './user-services';

/** §7 adding a company's user and changing their rights, mobile number and sign-in method. */
export function registerUserChangeRoutes(app: FastifyInstance, deps: AppDeps, services: UserServices): void {
  const notice = new RightsNotice(deps);
  const invitation = new Invitation(deps);
  const route = callRoutes(app, ['Users and permissions']);
  /** A mail about the user, in the caller's language unless the user has chosen their own. */
  const mailJob = (request: FastifyRequest, userId: string) => ({
    companyId: request.company.companyId,
    userId,
    origin: linkOrigin(deps.config, request),
    language: request.language,
  });

  route(userCalls.create, {
    guard: companyScope(deps.db, CREATE_USERS),
    handler: async (request, reply) => {
      const row = await services.newUsers.create(request.company, request.body, auditRecorder(request, 201));
      await invitation.queue(mailJob(request, row.id));
      return withVersionEtag(reply, toCompanyUser(row));
    },
  });

  route(userCalls.setRights, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request, reply) => {
      const row = await services.rights.setRights(
        request.company,
        request.params.userId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      if (request.query.sendNotification === 'true') await notice.queue(mailJob(request, row.id));
      return withVersionEtag(reply, toCompanyUser(row));
    },
  });

  route(userCalls.setPhone, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request, reply) => {
      const row = await services.signIn.setPhone(
        request.company,
        request.params.userId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, toCompanyUser(row));
    },
  });

  route(userCalls.setAuthentication, {
    guard: companyScope(deps.db, MANAGE_SIGN_IN),
    handler: async (request) =>
      toCompanyUser(
        await services.signIn.setAuthentication(
          request.company,
          request.params.userId,
          request.body.method,
          auditRecorder(request, 200),
        ),
      ),
  });
}
