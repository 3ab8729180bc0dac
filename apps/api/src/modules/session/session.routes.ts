import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@kaista/domain/session';
import { isEnvironment } from '@kaista/domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { callRoutes } from '../../routing/call-route';
import { toActiveSession } from './active-sessions';
import { ProfileRepo } from './profile.repo';
import { SessionService } from './session.service';

/** `/api` session and user calls of spec §7. */
export async function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SessionService(new ProfileRepo(deps.db), app.sessions);
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
    handler: async (request) => {
      // The person logged in, also while acting for someone: their sessions are theirs to see and end.
      const { session } = await request.requireAuth();
      return (await app.sessions.listLive(session.userId)).map((row) => toActiveSession(row, session.idHash));
    },
  });

  route(sessionCalls.endOtherSessions, {
    handler: async (request) => {
      const { session } = await request.requireAuth();
      await app.sessions.destroyOthers(session.userId, session.idHash);
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
    handler: async (request) => {
      const auth = await request.authContext();
      const override = auth?.session.environmentOverride;
      return { environment: isEnvironment(override) ? override : deps.config.environment };
    },
  });
}
