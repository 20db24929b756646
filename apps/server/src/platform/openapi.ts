import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document, built from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platfox API',
        description:
          'Back office of a print-on-demand fulfilment business. Every failure answers `{status, message, errors}`.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          featureToken: { type: 'apiKey', in: 'header', name: 'Auth-Feature' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/openapi.json',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    () => app.swagger(),
  );
}
