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
    /** The route's write is conditional on `If-Match` (routing/if-match); the OpenAPI document says so. */
    versioned?: boolean;
  }
}

/**
 * The headers are read by the idempotency plugin and by routing/if-match, not validated by the route's schema
 * (a headers schema would replace the request's headers with what it names), so the document adds them here.
 */
const IDEMPOTENCY_KEY_HEADER = {
  [IDEMPOTENCY.header]: {
    type: 'string',
    pattern: '^[\\w.:-]{8,128}$',
    description:
      'Optional. The call runs once per key and caller for 24 hours; a repeat gets the first answer with ' +
      `${IDEMPOTENCY.replayedHeader}: true, a repeat while the first runs 409, the key with another request 422.`,
  },
};
const IF_MATCH_HEADER = {
  'If-Match': {
    type: 'string',
    pattern: '^("\\d{1,9}"|\\*)$',
    description:
      'Optional. The ETag the object was read with: the write is made only if the object is still that ' +
      'version, else 412. Without it (or with *) the write is made whatever the version.',
  },
};

const documentCall: SwaggerTransform = (input) => {
  const documented = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const { idempotent, versioned } = input.route.config ?? {};
  if (!idempotent && !versioned) return documented;
  const properties = { ...(idempotent && IDEMPOTENCY_KEY_HEADER), ...(versioned && IF_MATCH_HEADER) };
  return { ...documented, schema: { ...documented.schema, headers: { type: 'object', properties } } };
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
