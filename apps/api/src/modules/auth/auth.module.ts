import type { FastifyPluginAsync } from 'fastify';
import { authRoutes, type AuthRoutesOptions } from './auth.routes.ts';

/** Sign-in, sign-up, recovery, the current user and sign-out under /api/v1 (spec section 7). */
export const registerAuth: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  await app.register(authRoutes, { prefix: '/api/v1', ...options });
};
