import type { FastifyReply, FastifyRequest } from 'fastify';
import { versionEtag } from '@kaista/domain/shared/api';
import { preconditionFailed } from '../http-errors';

/** Answers a versioned object's ETag; the generic ETag hook leaves a route's own ETag as it is. */
export function sendVersionEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', versionEtag(version));
}

/** A versioned answer with its version as the ETag, which the next write sends back as If-Match. */
export function withVersionEtag<T extends { version: number }>(reply: FastifyReply, body: T): T {
  sendVersionEtag(reply, body.version);
  return body;
}

/**
 * The version an update is conditional on: undefined without If-Match (or with `*`), so a caller that never
 * read the object is not refused; a weak or foreign tag can never match, so it is 412 at once.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  // The OpenAPI document and the web client's types tell If-Match only for calls declared versioned.
  if (!request.routeOptions.config.versioned) {
    throw new Error(
      `${request.method} ${request.routeOptions.url}: reads If-Match, but its call is not versioned`,
    );
  }
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^"(\d{1,9})"$/.exec(header.trim());
  if (!match?.[1]) throw preconditionFailed();
  return Number(match[1]);
}
