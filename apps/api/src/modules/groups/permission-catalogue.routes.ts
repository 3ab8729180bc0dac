import type { FastifyInstance } from 'fastify';
import { GROUP_ACCESS, groupCalls, permissionCalls } from '@kaista/domain/groups';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { GroupsRepo } from './groups.repo';
import { GroupsService, OPERATOR_TEMPLATES } from './groups.service';
import { PermissionCatalogueRepo } from './permission-catalogue.repo';
import { PermissionCatalogueService } from './permission-catalogue.service';
import { templateTexts } from './template-texts';

const NO_COMPANY = '0';

/**
 * §7 the permission catalogue (globally for the operator, per company for DC and CC), switching permissions
 * off, and the operator's own permission groups (company 0), which every company is offered as templates.
 */
export async function registerPermissionCatalogueRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const catalogue = new PermissionCatalogueService(new PermissionCatalogueRepo(deps.db));
  const groups = new GroupsService(new GroupsRepo(deps.db));
  const route = callRoutes(app, ['Users and permissions']);
  const reader = globalScope(GROUP_ACCESS.referenceData);
  const superAdmin = globalScope(GROUP_ACCESS.superAdmin);
  /** The operator tool's change goes to the log of no company (0), by whoever is signed in. */
  const toolAudit = async (request: Parameters<typeof auditRecorder>[0], status: number) => {
    const { user, operator } = await request.requireAuth();
    return auditRecorder(request, status, { companyId: NO_COMPANY, user, operator });
  };
  // The operator's templates are given by the operator: only roles no company user holds are refused.
  const operatorActor = {
    ...OPERATOR_TEMPLATES,
    granter: { isOperatorStaff: true, roles: [], permissions: [] },
  };

  route(permissionCalls.catalogue, { guard: reader, handler: async () => catalogue.catalogue() });
  route(permissionCalls.disable, {
    guard: superAdmin,
    handler: async (request) =>
      catalogue.disable(request.body.permissions, request.body.disabled, await toolAudit(request, 200)),
  });
  route(permissionCalls.companyCatalogue, {
    guard: companyScope(deps.db, GROUP_ACCESS.companyPermissions),
    handler: async (request) => catalogue.catalogue(request.company.companyId),
  });
  route(permissionCalls.switchedOff, {
    guard: companyScope(deps.db, GROUP_ACCESS.switchedOff),
    handler: async (request) => catalogue.switchedOff(request.company.companyId),
  });
  route(permissionCalls.setCompanyPermissions, {
    guard: companyScope(deps.db, GROUP_ACCESS.companyPermissionsModify),
    handler: async (request) =>
      catalogue.setCompanyDisabled(
        request.company.companyId,
        request.body.disabledPermissions,
        auditRecorder(request, 200),
      ),
  });

  const calls = groupCalls.global;
  route(calls.templates, {
    guard: reader,
    handler: async (request) => groups.templates(templateTexts[request.language]),
  });
  route(calls.list, {
    guard: reader,
    handler: async (request) => groups.list(OPERATOR_TEMPLATES, request.query),
  });
  route(calls.get, {
    guard: reader,
    handler: async (request, reply) => {
      const group = await groups.get(OPERATOR_TEMPLATES, request.params.groupId);
      return withVersionEtag(reply, group);
    },
  });
  route(calls.create, {
    guard: superAdmin,
    handler: async (request) => groups.create(operatorActor, request.body, await toolAudit(request, 201)),
  });
  for (const call of [calls.update, calls.rename, calls.setPermissionEntries]) {
    route(call, {
      guard: superAdmin,
      handler: async (request, reply) => {
        const group = await groups.update(
          operatorActor,
          request.params.groupId,
          request.body,
          ifMatchVersion(request),
          await toolAudit(request, 200),
        );
        return withVersionEtag(reply, group);
      },
    });
  }
  route(calls.remove, {
    guard: superAdmin,
    handler: async (request, reply) => {
      await groups.remove(operatorActor, request.params.groupId, await toolAudit(request, 204));
      return reply.code(204).send();
    },
  });
}
