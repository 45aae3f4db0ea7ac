import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { authMessageIds, translate } from '@starcrew/contract';
import { localeOf } from '../lib/locale.ts';
import { SESSION_COOKIE } from '../lib/session-cookies.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';
import { bearerToken } from './auth.ts';

export const DOCS_PREFIX = '/api/docs';

export interface SwaggerOptions {
  production: boolean;
  /** The session of a token (bearer or cookie): in production, Swagger UI is for signed-in users. */
  authenticate(token: string): Promise<AuthContext | null>;
}

/** The OpenAPI document stays public in every mode: clients and tools read it. */
const PUBLIC_DOCUMENTS = new Set([`${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`]);

/**
 * OpenAPI generated from the routes' zod schemas (the contract), served as JSON at
 * /api/docs/json and as Swagger UI at /api/docs. Registered before the routes, which it
 * collects as they are added. In production the UI (a page that runs calls with the
 * visitor's session) answers 401 unless the request is signed in; the document stays open.
 */
export async function registerSwagger(app: FastifyInstance, options: SwaggerOptions): Promise<void> {
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
    uiHooks: {
      // Answered here: the plugin's routes were registered before the app's error handler.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!options.production || PUBLIC_DOCUMENTS.has(request.routeOptions.url ?? '')) return;
        const token = bearerToken(request.headers.authorization) ?? request.cookies[SESSION_COOKIE];
        if (token && (await options.authenticate(token))) return;
        return reply.code(401).send({ message: translate(localeOf(request), authMessageIds.unauthenticated) });
      },
    },
    // Swagger UI sets its own CSP on its pages; like ours, it must not upgrade to HTTPS
    // when the server is reached over plain HTTP (development, a LAN address).
    staticCSP: true,
    transformStaticCSP: (header) =>
      options.production ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
