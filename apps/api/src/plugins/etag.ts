import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === '*');
}

/** DESIGN.md §4: every successful GET answer of the API carries an ETag; a matching If-None-Match gives 304. */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A versioned object's route sets its own strong ETag, which If-Match is checked against.
    const own = reply.getHeader('etag');
    const etag = typeof own === 'string' ? own : etagOf(payload);
    reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
