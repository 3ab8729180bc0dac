import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Plain HTML forms of the login pages cannot send custom headers; they are guarded by the origin alone. */
const FORM_POSTS = new Set([
  '/gauth/login',
  '/gauth/login/code',
  '/gauth/login/code/resend',
  '/gauth/logout',
  '/gauth/password/forgot',
  '/gauth/password/reset',
]);

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * DESIGN.md §5: an unsafe request must carry the custom `X-Accept-Language` header (which a cross-site form
 * cannot send and a cross-site script cannot send without a CORS preflight we never grant) and a same-origin
 * `Origin`. This defeats cross-site request forgery without tokens.
 */
export function registerCsrfDefence(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    const hasCustomHeader = FORM_POSTS.has(path) || request.headers['x-accept-language'] !== undefined;
    if (!hasCustomHeader || !sameOrigin(request)) {
      throw new HttpError(403, 'CSRF_REJECTED', 'Cross-site request rejected.');
    }
  });
}
