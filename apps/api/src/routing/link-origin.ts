import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The origin e-mailed links point at: the configured public origin; only outside production may the
 * request's own host stand in. Null when none can be trusted (production without PUBLIC_URL).
 */
export function linkOrigin(config: AppConfig, request: FastifyRequest): string | null {
  return (
    config.publicUrl ?? (config.environment === 'production' ? null : `${request.protocol}://${request.host}`)
  );
}
