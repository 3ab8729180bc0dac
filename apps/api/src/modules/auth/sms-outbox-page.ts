import { escapeHtml } from '../../html';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { SMS_JOB } from '../../integrations/sms/queued-sms-gateway';

/** Development only: the built-in SMS gateway's outbox, so a tester can read a login code. */
export function registerSmsOutboxPage(app: FastifyInstance, deps: AppDeps): void {
  app.get('/gauth/dev/sms-outbox', { schema: { hide: true } }, async (_request, reply) => {
    // Codes leave through the job queue: a tester who opens the page right after a login sees the new one.
    await deps.jobs.settled(SMS_JOB, 2_000);
    const rows = (await deps.smsOutbox.latest(50))
      .map(
        (sms) =>
          `<tr><td>${sms.createdAt.toISOString()}</td><td>${escapeHtml(sms.recipient)}</td><td>${escapeHtml(sms.body)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox – Kaista</title></head><body>` +
          `<h1>SMS outbox (development)</h1><table><thead><tr><th>Sent</th><th>To</th><th>Message</th></tr></thead>` +
          `<tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
