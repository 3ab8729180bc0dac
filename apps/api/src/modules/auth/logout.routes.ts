import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, hashToken } from '../../plugins/session/session-token';
import { renderLogoutForm } from './login-page';
import { pageLanguage } from './login-request';
import { loginTexts } from './login-texts';

/**
 * Logout is a state change, so it takes a same-origin POST (the CSRF defence checks the origin of this form
 * post like the login forms'); a cross-site link or image can only GET, and GET only offers the button.
 * Without a session there is nothing to end, so GET goes straight on to the login page (the web app's
 * logout ends the session through the API first, then comes here).
 */
export function registerLogoutRoutes(app: FastifyInstance): void {
  app.get('/gauth/logout', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    if (!(await request.authContext())) return reply.redirect(`/gauth/login?lang=${language}`, 303);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLogoutForm(language, loginTexts(language)));
  });

  app.post('/gauth/logout', { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.sessions.destroy(hashToken(token));
    app.setSessionCookie(reply, null);
    return reply.redirect(`/gauth/login?lang=${pageLanguage(request)}`, 303);
  });
}
