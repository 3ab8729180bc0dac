import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http-errors';
import { CHALLENGE_COOKIE, SESSION_COOKIE, hashToken } from '../../plugins/session/session-token';
import { AuthRepo } from './auth.repo';
import { LoginHoldsRepo } from './login-holds.repo';
import { AuthService } from './auth.service';
import { registerCodeRoutes } from './code.routes';
import { renderLoginForm } from './login-page';
import { formField, pageLanguage } from './login-request';
import { loginErrorText, loginTexts } from './login-texts';
import { registerLogoutRoutes } from './logout.routes';
import { registerEmailOutboxPage } from './email-outbox-page';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { registerSmsOutboxPage } from './sms-outbox-page';

const STATE_PATTERN = /^[0-9a-f]{64}$/;

function validState(value: unknown): string | null {
  return typeof value === 'string' && STATE_PATTERN.test(value) ? value : null;
}

const returnUrl = (state: string | null) => (state ? `/oauth?state=${state}` : '/defaultreturn');

/** `/gauth`: the login pages, the second factor, the keep-alive and logout (spec §4 'Session', §7). */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new AuthService(new AuthRepo(deps.db), app.sessions, deps.sms, new LoginHoldsRepo(deps.db));
  const challengeCookie = {
    path: '/gauth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.environment !== 'development',
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** A new login always gets a new session id: whatever session the browser had is ended first. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    state: string | null,
  ) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await app.sessions.destroy(hashToken(previous));
    app.setSessionCookie(reply, token);
    return reply.redirect(returnUrl(state), 303);
  }

  function showLoginError(
    reply: FastifyReply,
    error: unknown,
    language: Language,
    state: string | null,
    email: string,
  ) {
    if (!(error instanceof HttpError)) throw error;
    const texts = loginTexts(language);
    const html = renderLoginForm({ language, texts, state, email, error: loginErrorText(texts, error.code) });
    return reply.status(error.statusCode).type('text/html; charset=utf-8').send(html);
  }

  app.get('/gauth/login', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const state = validState((request.query as { state?: string }).state);
    const html = renderLoginForm({ language, texts: loginTexts(language), state, email: '', error: null });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post('/gauth/login', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const state = validState(formField(request.body, 'state'));
    const email = formField(request.body, 'email');
    const password = formField(request.body, 'password');
    try {
      if (!email || !password)
        throw new HttpError(400, 'VALIDATION_ERROR', 'E-mail and password are required.');
      const userAgent = request.headers['user-agent'] ?? '';
      const outcome = await service.login(email, password, request.ip, state, userAgent);
      if (outcome.kind === 'session') return await startSession(request, reply, outcome.token, state);
      reply.setCookie(CHALLENGE_COOKIE, outcome.token, challengeCookie);
      return reply.redirect(`/gauth/login/code?lang=${language}`, 303);
    } catch (error) {
      return showLoginError(reply, error, language, state, email);
    }
  });

  registerCodeRoutes(app, { service, challengeCookie, startSession });

  app.post(
    '/gauth/keepalive',
    { schema: { hide: true }, config: { sessionOnly: true } },
    async (request, reply) => {
      const auth = await request.authContext();
      if (!auth) return reply.status(204).send();
      const session = await app.sessions.touch(auth.session);
      return { expiresAt: session.idleExpiresAt.toISOString() };
    },
  );

  registerLogoutRoutes(app);
  registerPasswordResetRoutes(app, deps);
  if (deps.config.environment !== 'production') {
    registerSmsOutboxPage(app, deps);
    registerEmailOutboxPage(app, deps);
  }
}
