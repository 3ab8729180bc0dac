import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends `Content-Type: application/json` on every call, also on calls without a payload
 * (keep-alive, logout), so an empty JSON body means "no body" rather than malformed JSON. Anything else goes
 * through Fastify's own parser, which keeps its prototype-poisoning defence.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
