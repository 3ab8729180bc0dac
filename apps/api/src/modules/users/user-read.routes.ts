import type { FastifyInstance } from 'fastify';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { userCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { withVersionEtag } from '../../routing/if-match';
import { accessReviewCsv, accessReviewXlsx } from './access-review';
import { CREATE_USERS, READ_USERS } from './user-permissions';
import { toCompanyUser, toRefreshedOrganization } from './users-mapper';
import type { UserReadsService } from './user-reads.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** §7 reading a company's users: whether one exists, the list, the access review, contacts, one user. */
export function registerUserReadRoutes(app: FastifyInstance, deps: AppDeps, service: UserReadsService): void {
  const route = callRoutes(app, ['Users and permissions']);
  const read = companyScope(deps.db, READ_USERS);

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
      return withVersionEtag(reply, toCompanyUser(row));
    },
  });
}
