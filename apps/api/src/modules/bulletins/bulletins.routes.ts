import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BULLETIN_ACCESS, bulletinCalls } from '@kaista/domain/bulletins';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { globalScope } from '../../plugins/session/global-scope';
import { callRoutes } from '../../routing/call-route';
import { auditRecorder } from '../../routing/change-audit';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { BulletinsRepo } from './bulletins.repo';
import { BulletinsService } from './bulletins.service';

const NO_COMPANY = '0';

/** The operator's change goes to the log of no company (0): a bulletin may concern every company. */
async function toolAudit(request: FastifyRequest, status: number) {
  const { user, operator } = await request.requireAuth();
  return auditRecorder(request, status, { companyId: NO_COMPANY, user, operator });
}

/** §7 /businesses/{id}/bulletins for a company's home, and the operator's /bulletins tool. */
export async function registerBulletinsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new BulletinsService(new BulletinsRepo(deps.db));
  const route = callRoutes(app, ['Bulletins']);
  const write = globalScope(BULLETIN_ACCESS.write);

  route(bulletinCalls.current, {
    guard: companyScope(deps.db, BULLETIN_ACCESS.read),
    handler: async (request) => service.current(request.company, request.language),
  });

  route(bulletinCalls.list, { guard: write, handler: async (request) => service.list(request.query) });

  route(bulletinCalls.create, {
    guard: write,
    handler: async (request, reply) => {
      const { user } = await request.requireAuth();
      const bulletin = await service.create(user, request.body, await toolAudit(request, 201));
      return withVersionEtag(reply, bulletin);
    },
  });

  route(bulletinCalls.update, {
    guard: write,
    handler: async (request, reply) => {
      const bulletin = await service.update(
        request.params.bulletinId,
        ifMatchVersion(request),
        request.body,
        await toolAudit(request, 200),
      );
      return withVersionEtag(reply, bulletin);
    },
  });

  route(bulletinCalls.delete, {
    guard: write,
    handler: async (request, reply) => {
      await service.delete(request.params.bulletinId, ifMatchVersion(request), await toolAudit(request, 204));
      return reply.code(204).send();
    },
  });
}
