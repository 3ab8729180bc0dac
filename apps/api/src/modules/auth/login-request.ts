import type { FastifyRequest } from 'fastify';
import { toLanguage, type Language } from '@kaista/domain/shared/formatting';

/** The language of a login page: `?lang=` first, then the browser's preference. */
export function pageLanguage(request: FastifyRequest): Language {
  const requested =
    (request.query as { lang?: string }).lang ?? request.headers['accept-language']?.slice(0, 2);
  return toLanguage(requested);
}

/** One field of a login page's form post. */
export function formField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
