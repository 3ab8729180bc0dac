import type { FastifyInstance } from 'fastify';
import { IDM_ACCESS, idmCalls } from '@kaista/domain/users';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { IdmRoles } from './idm-roles';

/** §7 IDM user roles and role groups: reference data of DC and CC, only with a real company (§6). */
export function registerIdmRoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const idm = new IdmRoles(deps.db);
  const route = callRoutes(app, ['Users and permissions']);
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
}
