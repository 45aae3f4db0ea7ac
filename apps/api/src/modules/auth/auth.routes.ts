import {
  authMessageIds,
  currentUserResponseSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { presentUser } from './auth.presenter.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
}

const unauthorized = { 401: errorBodySchema };
const bearer = [{ bearerAuth: [] }];

/** Sign-in, current user and sign-out, mounted under /api/v1 (spec section 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Returns an opaque access token: 30 days with remember_me, else 12 hours. After 5 failures for an email within 15 minutes, answers 429.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 422: validationErrorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.login(request.body, request.ip) }),
  );

  await app.register(async (scope) => {
    await scope.register(requireAuth, { authenticate: service.authenticate });

    scope.get(
      '/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: bearer,
          response: { 200: currentUserResponseSchema, ...unauthorized },
        },
      },
      async (request) => ({ data: presentUser(authOf(request).user) }),
    );

    scope.post(
      '/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the access token',
          security: bearer,
          response: { 200: messageResponseSchema, ...unauthorized },
        },
      },
      async (request) => {
        await service.logout(authOf(request));
        return { data: null, message: translate(localeOf(request), authMessageIds.loggedOut) };
      },
    );
  });
};
