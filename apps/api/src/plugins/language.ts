import type { FastifyInstance } from 'fastify';
import { toLanguage, type Language } from '@kaista/domain/shared/formatting';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from `X-Accept-Language` (spec §7), Finnish by default. */
    language: Language;
  }
}

function parseLanguage(header: string | string[] | undefined): Language {
  return toLanguage((Array.isArray(header) ? header[0] : header)?.trim().slice(0, 2).toLowerCase());
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'fi');
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers['x-accept-language']);
  });
}
