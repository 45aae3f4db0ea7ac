import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (the contract), served as JSON at
 * /api/docs/json and as Swagger UI at /api/docs. Registered before the routes, which it
 * collects as they are added.
 */
export async function registerSwagger(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Starcrew API',
        description: 'Reviews, campaigns and rewards for multi-location businesses.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /api/v1/login.' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'starcrew_session',
            description:
              'Set with the login answer. Calls that change state also need the X-XSRF-TOKEN header, a copy of the XSRF-TOKEN cookie.',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`],
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI sets its own CSP on its pages; like ours, it must not upgrade to HTTPS
    // when the server is reached over plain HTTP (development, a LAN address).
    staticCSP: true,
    transformStaticCSP: (header) =>
      options.production ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
