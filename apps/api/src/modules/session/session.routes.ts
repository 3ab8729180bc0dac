import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@kaista/domain/session';
import type { AppDeps } from '../../app-deps';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { callRoutes } from '../../routing/call-route';
import { ActiveSessionsService } from './active-sessions.service';
import { ProfileRepo } from './profile.repo';
import { SessionService } from './session.service';

/** `/api` session and user calls of spec §7. */
export async function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SessionService(new ProfileRepo(deps.db), app.sessions);
  const activeSessions = new ActiveSessionsService(app.sessions);
  const route = callRoutes(app, ['Session and user']);

  route(sessionCalls.start, {
    handler: async (request) => service.start(await request.requireAuth()),
  });

  route(sessionCalls.activateCompany, {
    handler: async (request) => service.activate(await request.requireAuth(), request.params.id),
  });

  route(sessionCalls.userInfo, {
    handler: async (request) => service.userInfo(await request.requireAuth()),
  });

  route(sessionCalls.profile, {
    handler: async (request) => service.profile((await request.requireAuth()).user),
  });

  route(sessionCalls.updateProfile, {
    handler: async (request) => service.updateProfile((await request.requireAuth()).user, request.body),
  });

  route(sessionCalls.activeSessions, {
    handler: async (request) => activeSessions.list(await request.requireAuth()),
  });

  route(sessionCalls.endOtherSessions, {
    handler: async (request) => {
      await activeSessions.endOthers(await request.requireAuth());
      return null;
    },
  });

  route(sessionCalls.logout, {
    handler: async (request, reply) => {
      const auth = await request.authContext();
      if (auth) await app.sessions.destroy(auth.session.idHash);
      if (request.cookies[SESSION_COOKIE]) app.setSessionCookie(reply, null);
      return null;
    },
  });

  route(sessionCalls.environment, {
    handler: async (request) => ({ environment: await request.environment() }),
  });
}
