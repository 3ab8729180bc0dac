import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GROUP_ACCESS, groupCalls, type GroupKind } from '@kaista/domain/groups';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { granterOf } from '../../plugins/session/granter';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { templateTexts } from './template-texts';
import { GroupsRepo } from './groups.repo';
import { GroupsService } from './groups.service';

type CompanyGroupCalls = typeof groupCalls.authorization;

/** §7 a company's permission groups and authorization groups, their members and each user's groups. */
export async function registerGroupsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new GroupsRepo(deps.db);
  const service = new GroupsService(repo);
  const route = callRoutes(app, ['Users and permissions']);
  const guard = {
    read: companyScope(deps.db, GROUP_ACCESS.read),
    create: companyScope(deps.db, GROUP_ACCESS.create),
    modify: companyScope(deps.db, GROUP_ACCESS.modify),
    remove: companyScope(deps.db, GROUP_ACCESS.remove),
  };

  function registerKind(kind: GroupKind, calls: CompanyGroupCalls) {
    const place = (request: FastifyRequest) => ({ companyId: request.company.companyId, kind });
    const actor = (request: FastifyRequest) => ({ ...place(request), granter: granterOf(request.company) });

    route(calls.list, {
      guard: guard.read,
      handler: async (request) => service.list(place(request), request.query),
    });
    route(calls.get, {
      guard: guard.read,
      handler: async (request, reply) => {
        const group = await service.get(place(request), request.params.groupId);
        return withVersionEtag(reply, group);
      },
    });
    route(calls.create, {
      guard: guard.create,
      handler: async (request, reply) => {
        const group = await service.create(actor(request), request.body, auditRecorder(request, 201));
        return withVersionEtag(reply, group);
      },
    });
    for (const call of [calls.update, calls.rename, calls.setPermissionEntries]) {
      route(call, {
        guard: guard.modify,
        handler: async (request, reply) => {
          const group = await service.update(
            actor(request),
            request.params.groupId,
            request.body,
            ifMatchVersion(request),
            auditRecorder(request, 200),
          );
          return withVersionEtag(reply, group);
        },
      });
    }
    route(calls.setMembers, {
      guard: guard.modify,
      handler: async (request, reply) => {
        const group = await service.setMembers(
          actor(request),
          request.params.groupId,
          request.body.userIds,
          ifMatchVersion(request),
          auditRecorder(request, 200),
        );
        return withVersionEtag(reply, group);
      },
    });
    route(calls.remove, {
      guard: guard.remove,
      handler: async (request, reply) => {
        await service.remove(actor(request), request.params.groupId, auditRecorder(request, 204));
        return reply.code(204).send();
      },
    });
  }

  // The templates' static path is declared before the group's own, though Fastify would prefer it anyway.
  route(groupCalls.permission.templates, {
    guard: companyScope(deps.db, GROUP_ACCESS.referenceData),
    handler: async (request) => service.templates(templateTexts[request.language]),
  });
  registerKind('permission', groupCalls.permission);
  registerKind('authorization', groupCalls.authorization);

  route(groupCalls.userGroups, {
    guard: guard.read,
    handler: async (request, reply) => {
      const answer = await service.groupsOf(request.company.companyId, request.params.userId);
      return withVersionEtag(reply, answer);
    },
  });
  route(groupCalls.setUserGroups, {
    guard: guard.modify,
    handler: async (request, reply) => {
      const answer = await service.setGroupsOf(
        { companyId: request.company.companyId, kind: 'authorization', granter: granterOf(request.company) },
        request.params.userId,
        request.body,
        ifMatchVersion(request),
        auditRecorder(request, 200),
      );
      return withVersionEtag(reply, answer);
    },
  });
}
