import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY } from '@kaista/domain/shared/api';
import { withErrorAnswers } from './openapi-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route runs once per Idempotency-Key (routing/call-route); the OpenAPI document says so. */
    idempotent?: boolean;
  }
}

/**
 * The header is read by the idempotency plugin, not validated by the route's schema (a headers schema would
 * replace the request's headers with what it names), so the document adds it here.
 */
const idempotencyKeyHeader = {
  type: 'object',
  properties: {
    [IDEMPOTENCY.header]: {
      type: 'string',
      pattern: '^[\\w.:-]{8,128}$',
      description:
        'Optional. The call runs once per key and caller for 24 hours; a repeat gets the first answer with ' +
        `${IDEMPOTENCY.replayedHeader}: true, a repeat while the first runs 409, the key with another request 422.`,
    },
  },
};

const documentCall: SwaggerTransform = (input) => {
  const documented = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (!input.route.config?.idempotent) return documented;
  return { ...documented, schema: { ...documented.schema, headers: idempotencyKeyHeader } };
};

/** DESIGN.md §4: the OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaista API',
        version: '1.0.0',
        description: 'Business self-service portal API (spec §7).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kaista_session' } } },
      security: [{ session: [] }],
    },
    transform: documentCall,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (document) => withErrorAnswers(document),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => withErrorAnswers(app.swagger()));
}
