import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http-errors';
import { PasswordLinks } from '../../plugins/session/password-links';
import { linkOrigin } from '../../routing/link-origin';
import { formField, pageLanguage } from './login-request';
import { renderForgotForm, renderResetForm, renderResetOutcome } from './password-reset-page';
import { passwordResetTexts, type PasswordResetTexts } from './password-reset-texts';
import { PasswordResetRepo } from './password-reset.repo';
import { linkToSend, PasswordResetService } from './password-reset.service';

const SEND_LINK_JOB = 'password-reset.send-link';

const TOKEN_PATTERN = /^[\w-]{43}$/;

function sendPage(reply: FastifyReply, html: string, status = 200) {
  // The page with a link's token must not be kept in a cache; the referrer policy (same-origin) already
  // keeps the token from other sites, while no-referrer would make browsers send `Origin: null` on submit.
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const errorText = (texts: PasswordResetTexts, error: unknown) => {
  if (!(error instanceof HttpError) || !(error.code in texts)) throw error;
  return texts[error.code as keyof PasswordResetTexts];
};

/** `/gauth/password`: a forgotten password, by a one-time link sent to the account's e-mail address. */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new PasswordResetService(
    new PasswordResetRepo(deps.db),
    new PasswordLinks(deps.db),
    deps.email,
  );
  deps.jobs.handle(SEND_LINK_JOB, (payload) => service.sendLink(linkToSend(payload)));

  app.get('/gauth/password/forgot', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    return sendPage(
      reply,
      renderForgotForm(language, passwordResetTexts(language), { error: null, sent: false }),
    );
  });

  app.post('/gauth/password/forgot', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const texts = passwordResetTexts(language);
    const email = formField(request.body, 'email');
    if (!email.trim())
      return sendPage(
        reply,
        renderForgotForm(language, texts, { error: texts.VALIDATION_ERROR, sent: false }),
        400,
      );
    const link = await service.request({
      email,
      address: request.ip,
      language,
      origin: linkOrigin(deps.config, request),
    });
    // Sent by the job queue after the answer, by any instance, retried if the mail provider fails: whether
    // the address is known must not show in how long the answer takes.
    if (link) await deps.jobs.enqueue(SEND_LINK_JOB, link);
    return sendPage(reply, renderForgotForm(language, texts, { error: null, sent: true }));
  });

  app.get('/gauth/password/reset', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const texts = passwordResetTexts(language);
    const token = String((request.query as { token?: unknown }).token ?? '');
    const link = TOKEN_PATTERN.test(token) ? await service.liveLink(token) : null;
    if (!link) return sendPage(reply, renderResetOutcome(language, texts, 'invalid'), 400);
    return sendPage(reply, renderResetForm(language, texts, { token, error: null, purpose: link.purpose }));
  });

  app.post('/gauth/password/reset', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const texts = passwordResetTexts(language);
    const token = formField(request.body, 'token');
    if (!TOKEN_PATTERN.test(token))
      return sendPage(reply, renderResetOutcome(language, texts, 'invalid'), 400);
    const purpose = formField(request.body, 'purpose') === 'invitation' ? 'invitation' : 'reset';
    let used;
    try {
      used = await service.reset(
        token,
        formField(request.body, 'password'),
        formField(request.body, 'confirm'),
      );
    } catch (error) {
      return sendPage(
        reply,
        renderResetForm(language, texts, { token, error: errorText(texts, error), purpose }),
        400,
      );
    }
    if (!used) return sendPage(reply, renderResetOutcome(language, texts, 'invalid'), 400);
    app.setSessionCookie(reply, null);
    return sendPage(
      reply,
      renderResetOutcome(language, texts, used.purpose === 'invitation' ? 'welcomed' : 'done'),
    );
  });
}
