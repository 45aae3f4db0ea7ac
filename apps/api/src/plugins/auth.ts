import { authMessageIds } from '@starcrew/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` on the routes of its scope; null elsewhere. */
    auth: AuthContext | null;
  }
}

export interface RequireAuthOptions {
  authenticate(token: string): Promise<AuthContext | null>;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Guards every route of the scope that registers it: 401 unless the request carries a live
 * bearer token. Routes outside that scope (login, health) stay open.
 */
const requireAuthPlugin: FastifyPluginAsync<RequireAuthOptions> = async (scope, options) => {
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await options.authenticate(token) : null;
    if (!auth) throw new HttpError(401, { id: authMessageIds.unauthenticated });
    request.auth = auth;
  });
};
// What fastify-plugin does: the hook lands on the registering scope instead of a child
// scope, so it covers the routes declared beside it and no others.
Object.assign(requireAuthPlugin, { [Symbol.for('skip-override')]: true });
export const requireAuth = requireAuthPlugin;

/** The auth context of a request in a `requireAuth` scope. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() called outside a requireAuth scope');
  return request.auth;
}

/** Lets routes start with `request.auth === null`; called once on the root instance. */
export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}
