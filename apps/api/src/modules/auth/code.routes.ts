import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Language } from '@kaista/domain/shared/formatting';
import { HttpError } from '../../http-errors';
import { CHALLENGE_COOKIE } from '../../plugins/session/session-token';
import type { AuthService } from './auth.service';
import { renderCodeForm, renderLoginForm } from './login-page';
import { formField, pageLanguage } from './login-request';
import { loginErrorText, loginTexts } from './login-texts';
import { ResendTooSoonError, WrongCodeError } from './sms-challenge';

export interface CodeRouteDeps {
  service: AuthService;
  challengeCookie: CookieSerializeOptions;
  startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    state: string | null,
  ): Promise<FastifyReply>;
}

/** Errors after which this login is over: the login page again, without the challenge. */
const LOGIN_OVER = new Set(['CODE_EXPIRED', 'CODE_TRIES_USED']);

const countOf = (error: HttpError) =>
  error instanceof WrongCodeError
    ? error.triesLeft
    : error instanceof ResendTooSoonError
      ? error.waitSeconds
      : undefined;

/** `/gauth/login/code`: the SMS code page, the code check and a new code on request (issue 23.7). */
export function registerCodeRoutes(
  app: FastifyInstance,
  { service, challengeCookie, startSession }: CodeRouteDeps,
) {
  const toLogin = (language: Language) => `/gauth/login?lang=${language}`;

  function send(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }

  /** The code page for a live challenge, or the login page with the reason when it is over. */
  async function showCodePage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: { error?: HttpError; notice?: string },
  ) {
    const language = pageLanguage(request);
    const texts = loginTexts(language);
    const { error } = message;
    const phone = LOGIN_OVER.has(error?.code ?? '')
      ? null
      : await service.challenges.maskedPhone(request.cookies[CHALLENGE_COOKIE] ?? '');
    if (!phone) {
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookie);
      const reason = loginErrorText(texts, error?.code ?? 'CODE_EXPIRED');
      const html = renderLoginForm({ language, texts, state: null, email: '', error: reason });
      return send(reply, error ? error.statusCode : 401, html);
    }
    const errorText = error ? loginErrorText(texts, error.code, countOf(error)) : null;
    const html = renderCodeForm({ language, texts, phone, error: errorText, notice: message.notice ?? null });
    return send(reply, status, html);
  }

  const asHttpError = (error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    return error;
  };

  app.get('/gauth/login/code', { schema: { hide: true } }, async (request, reply) => {
    if (!request.cookies[CHALLENGE_COOKIE]) return reply.redirect(toLogin(pageLanguage(request)), 303);
    const sent = (request.query as { sent?: string }).sent === '1';
    return showCodePage(
      request,
      reply,
      200,
      sent ? { notice: loginTexts(pageLanguage(request)).resent } : {},
    );
  });

  app.post('/gauth/login/code', { schema: { hide: true } }, async (request, reply) => {
    const challenge = request.cookies[CHALLENGE_COOKIE] ?? '';
    try {
      const { token, state } = await service.verifyCode(
        challenge,
        formField(request.body, 'code'),
        request.ip,
        request.headers['user-agent'] ?? '',
      );
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookie);
      return await startSession(request, reply, token, state);
    } catch (error) {
      const failure = asHttpError(error);
      return showCodePage(request, reply, failure.statusCode, { error: failure });
    }
  });

  app.post('/gauth/login/code/resend', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const challenge = request.cookies[CHALLENGE_COOKIE];
    if (!challenge) return reply.redirect(toLogin(language), 303);
    try {
      await service.challenges.resend(challenge);
      return reply.redirect(`/gauth/login/code?lang=${language}&sent=1`, 303);
    } catch (error) {
      const failure = asHttpError(error);
      return showCodePage(request, reply, failure.statusCode, { error: failure });
    }
  });
}
