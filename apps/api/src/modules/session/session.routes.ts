import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionSchema,
  companyParamsSchema,
  environmentInfoSchema,
  isEnvironment,
  profileSchema,
  profileUpdateSchema,
  sessionStateSchema,
  userInfoSchema,
} from '@kaista/domain';
import type { AppDeps } from '../../app-deps';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { toActiveSession } from './active-sessions';
import { ProfileRepo } from './profile.repo';
import { SessionService } from './session.service';

const tags = ['Session and user'];

/** `/api` session and user calls of spec §7. */
export async function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SessionService(new ProfileRepo(deps.db), app.sessions);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/session', { schema: { tags, response: { 200: sessionStateSchema } } }, async (request) =>
    service.start(await request.requireAuth()),
  );

  api.post(
    '/api/businesses/:id/activate',
    { schema: { tags, params: companyParamsSchema, response: { 200: sessionStateSchema } } },
    async (request) => service.activate(await request.requireAuth(), request.params.id),
  );

  api.get('/api/users/self/info', { schema: { tags, response: { 200: userInfoSchema } } }, async (request) =>
    service.userInfo(await request.requireAuth()),
  );

  api.get(
    '/api/users/self/profile',
    { schema: { tags, response: { 200: profileSchema } } },
    async (request) => service.profile((await request.requireAuth()).user),
  );

  api.put(
    '/api/users/self/profile',
    { schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => service.updateProfile((await request.requireAuth()).user, request.body),
  );

  api.get(
    '/api/users/self/sessions',
    { schema: { tags, response: { 200: z.array(activeSessionSchema) } } },
    async (request) => {
      // The person logged in, also while acting for someone: their sessions are theirs to see and end.
      const { session } = await request.requireAuth();
      return (await app.sessions.listLive(session.userId)).map((row) => toActiveSession(row, session.idHash));
    },
  );

  api.delete(
    '/api/users/self/sessions/others',
    { schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      const { session } = await request.requireAuth();
      await app.sessions.destroyOthers(session.userId, session.idHash);
      return reply.status(204).send(null);
    },
  );

  api.delete('/api/sessions', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    const auth = await request.authContext();
    if (auth) await app.sessions.destroy(auth.session.idHash);
    if (request.cookies[SESSION_COOKIE]) app.setSessionCookie(reply, null);
    return reply.status(204).send(null);
  });

  api.get(
    '/api/environment',
    { schema: { tags, response: { 200: environmentInfoSchema } } },
    async (request) => {
      const auth = await request.authContext();
      const override = auth?.session.environmentOverride;
      return { environment: isEnvironment(override) ? override : deps.config.environment };
    },
  );
}
