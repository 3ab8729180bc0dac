import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = (frameOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    // §3 reports viewer kinds: the deployment's Tableau reports are embedded from their own origins.
    ...(frameOrigins.length > 0 ? [`frame-src 'self' ${frameOrigins.join(' ')}`] : []),
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/**
 * Conservative browser security headers on every answer. `frameOrigins` are the origins pages may embed (the
 * configured viewer reports'); without them nothing is framed.
 */
export function registerSecurityHeaders(app: FastifyInstance, frameOrigins: readonly string[] = []): void {
  const policy = contentSecurityPolicy(frameOrigins);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // A route that set a stricter policy of its own (file downloads) keeps it.
    if (!request.url.startsWith('/api/docs') && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policy);
  });
}
