import type { FastifyInstance, FastifyRequest } from 'fastify';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import {
  EXTERNAL_SERVICE_ACCESS,
  cartEndUserCalls,
  IDM_ACCESS,
  endUserCalls,
  externalServiceCalls,
  idmCalls,
  userCalls,
} from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, sendVersionEtag } from '../../routing/if-match';
import { linkOrigin } from '../../routing/link-origin';
import { accessReviewCsv, accessReviewXlsx } from './access-review';
import { Invitation } from './invitation';
import { RightsNotice } from './rights-notice';
import { auditRecorder } from '../../routing/change-audit';
import { CREATE_USERS, DELETE_USERS, MANAGE_SIGN_IN, MODIFY_USERS, READ_USERS } from './user-permissions';
import { toCompanyUser, toRefreshedOrganization } from './users-mapper';
import { UsersRepo } from './users.repo';
import { UsersService } from './users.service';
import { EndUsersRepo } from './end-users.repo';
import { EndUsersService } from './end-users.service';
import { CartEndUsers } from './cart-end-users';
import { ExternalServices } from './external-services';
import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { IdmRoles } from './idm-roles';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec §7 'Users and permissions': a company's users, their rights and sign-in method. */
export async function registerUsersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const usersRepo = new UsersRepo(deps.db);
  const service = new UsersService(usersRepo);
  const endUsers = new EndUsersService(new EndUsersRepo(deps.db), usersRepo);
  const notice = new RightsNotice(deps);
  const invitation = new Invitation(deps);
  const route = callRoutes(app, ['Users and permissions']);
  const read = companyScope(deps.db, READ_USERS);
  /** A mail about the user, in the caller's language unless the user has chosen their own. */
  const mailJob = (request: FastifyRequest, userId: string) => ({
    companyId: request.company.companyId,
    userId,
    origin: linkOrigin(deps.config, request),
    language: request.language,
  });

  // Declared before the list, so Fastify does not add its own HEAD for the list's GET.
  route(userCalls.exists, {
    guard: companyScope(deps.db, CREATE_USERS),
    handler: async (request, reply) => {
      const found = await service.exists(request.company.companyId, request.query.userEmail);
      return reply.code(found ? 200 : 404).send();
    },
  });

  route(userCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company.companyId, request.query),
  });

  route(userCalls.accessReview, {
    guard: read,
    handler: async (request, reply) => {
      const { companyId } = request.company;
      const { format } = request.query;
      const source = {
        companyId,
        flags: featureFlagsFor(await request.environment()),
        language: request.language,
        batches: service.everyUser(companyId),
      };
      return reply
        .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="access-review-${companyId}.${format}"`)
        .send(format === 'xlsx' ? accessReviewXlsx(source) : accessReviewCsv(source));
    },
  });

  route(userCalls.searchContacts, {
    guard: companyScope(deps.db),
    handler: async (request) =>
      service.contacts(request.company.companyId, request.query.q, request.query.hits),
  });

  route(userCalls.refresh, {
    guard: companyScope(deps.db),
    handler: async (request, reply) => {
      // Anyone may refresh their own rights; another user's are for those who may read the company's users.
      if (request.params.userId !== request.company.user.id) await read.call(app, request, reply);
      const rights = await service.effectiveRights(request.company.companyId, request.params.userId);
      return toRefreshedOrganization(request.company, rights);
    },
  });

  route(userCalls.get, {
    guard: read,
    handler: async (request, reply) => {
      const row = await service.get(request.company.companyId, request.params.userId);
      sendVersionEtag(reply, row.version);
      return toCompanyUser(row);
    },
  });

  route(userCalls.create, {
    guard: companyScope(deps.db, CREATE_USERS),
    handler: async (request, reply) => {
      const row = await service.create(request.company, request.body, auditRecorder(request, 201));
      await invitation.queue(mailJob(request, row.id));
      sendVersionEtag(reply, row.version);
      return toCompanyUser(row);
    },
  });

  route(userCalls.setRights, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request, reply) => {
      const row = await service.setRights(
        request.company,
        request.params.userId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      if (request.query.sendNotification === 'true') await notice.queue(mailJob(request, row.id));
      sendVersionEtag(reply, row.version);
      return toCompanyUser(row);
    },
  });

  route(userCalls.setPhone, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request, reply) => {
      const row = await service.setPhone(
        request.company,
        request.params.userId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      sendVersionEtag(reply, row.version);
      return toCompanyUser(row);
    },
  });

  route(userCalls.setAuthentication, {
    guard: companyScope(deps.db, MANAGE_SIGN_IN),
    handler: async (request) =>
      toCompanyUser(
        await service.setAuthentication(
          request.company,
          request.params.userId,
          request.body.method,
          auditRecorder(request, 200),
        ),
      ),
  });

  // §7 the end-user link: the company's end users to pick from, a user's link, and linking.
  route(endUserCalls.list, {
    guard: read,
    handler: async (request) => endUsers.list(request.company.companyId, request.query),
  });

  route(endUserCalls.linked, {
    guard: read,
    handler: async (request) => endUsers.linked(request.company.companyId, request.params.userId),
  });

  route(endUserCalls.link, {
    guard: companyScope(deps.db, MODIFY_USERS),
    handler: async (request) =>
      endUsers.link(request.company, request.params.userId, request.body.uid, auditRecorder(request, 200)),
  });

  // §7 IDM user roles and role groups: reference data of DC and CC, only with a real company (§6).
  const idm = new IdmRoles(deps.db);
  route(idmCalls.templates, {
    guard: globalScope(IDM_ACCESS.templates),
    handler: async () => ({ items: await idm.templates() }),
  });
  route(idmCalls.roleGroups, {
    guard: companyScope(deps.db, IDM_ACCESS.company),
    handler: async (request) => idm.roleGroups(request.company.companyId),
  });
  route(idmCalls.userRoles, {
    guard: companyScope(deps.db, IDM_ACCESS.company),
    handler: async (request) => idm.userRoles(request.company.companyId, request.query.email),
  });

  // §7 a user's roles in the operator's external services, each with its toggle.
  const external = new ExternalServices(deps.db, usersRepo);
  const externalGuard = companyScope(deps.db, EXTERNAL_SERVICE_ACCESS);
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
      sendVersionEtag(reply, answer.version);
      return answer;
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
      sendVersionEtag(reply, answer.version);
      return answer;
    },
  });

  // §7 the cart's end users: the orderer finds the company's end users and adds new ones.
  const cartEndUsers = new CartEndUsers(deps.db);
  const orders = companyScope(deps.db, ORDERING_ACCESS.order);
  route(cartEndUserCalls.search, {
    guard: orders,
    handler: async (request) => cartEndUsers.search(request.company, request.params.uid, request.query),
  });
  route(cartEndUserCalls.create, {
    guard: orders,
    handler: async (request) =>
      cartEndUsers.create(request.company, request.params.uid, request.body, auditRecorder(request, 201)),
  });

  route(userCalls.remove, {
    guard: companyScope(deps.db, DELETE_USERS),
    handler: async (request, reply) => {
      await service.remove(
        request.company,
        request.params.userId,
        ifMatchVersion(request),
        auditRecorder(request, 204),
      );
      return reply.code(204).send();
    },
  });
}
