import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { escapeHtml } from '../../html';

/** Development only: the built-in e-mail gateway's outbox, so a tester can follow a password reset link. */
export function registerEmailOutboxPage(app: FastifyInstance, deps: AppDeps): void {
  app.get('/gauth/dev/email-outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await deps.emailOutbox.latest(50))
      .map(
        (mail) =>
          `<tr><td>${mail.createdAt.toISOString()}</td><td>${escapeHtml(mail.recipient)}</td>` +
          `<td>${escapeHtml(mail.subject)}</td><td><pre>${escapeHtml(mail.body)}</pre></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-mail outbox – Kaista</title></head><body>` +
          `<h1>E-mail outbox (development)</h1><table><thead><tr><th>Sent</th><th>To</th><th>Subject</th>` +
          `<th>Message</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
