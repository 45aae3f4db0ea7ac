import { authMessageIds, errorMessageIds, type Permission, type Role } from '@starcrew/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { SESSION_COOKIE, XSRF_HEADER, xsrfTokenFor } from '../lib/session-cookies.ts';
import { safeEqual } from '../lib/tokens.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` on the routes of its scope; null elsewhere. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (spec section 7 has one): checked for XSRF like a POST. */
    changesState?: boolean;
  }
}

export interface RequireAuthOptions {
  authenticate(token: string): Promise<AuthContext | null>;
  /** The secret XSRF tokens are derived with (the cookie secret). */
  xsrfSecret: string;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards every route of the scope that registers it: 401 unless the request carries a live
 * access token, as a Bearer header or, from a browser, as the session cookie. A call that
 * the cookie authenticates and that changes state must also send the XSRF token of that
 * session in X-XSRF-TOKEN (signed double submit); a Bearer header cannot be forged
 * cross-site, so it needs none. Routes outside the scope (login, health) stay open.
 */
const requireAuthPlugin: FastifyPluginAsync<RequireAuthOptions> = async (scope, options) => {
  scope.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request.headers.authorization);
    const cookie = bearer ? undefined : request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    const auth = token ? await options.authenticate(token) : null;
    if (!auth) throw new HttpError(401, { id: authMessageIds.unauthenticated });
    if (cookie && (!SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState)) {
      const sent = request.headers[XSRF_HEADER];
      const expected = xsrfTokenFor(options.xsrfSecret, auth.session.id);
      if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
        throw new HttpError(403, { id: errorMessageIds.xsrf });
      }
    }
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

const forbidden = () => new HttpError(403, { id: errorMessageIds.forbidden });

/** 403 unless the user has one of these roles (managers cannot call seller routes, nor sellers manager routes). */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(authOf(request).user.role)) throw forbidden();
  };
}

/** Whether a user holds one permission, or any of several (spec section 6). */
export function hasAnyPermission(granted: readonly string[], wanted: readonly Permission[]): boolean {
  return wanted.some((p) => granted.includes(p));
}

/** 403 unless the user holds at least one of these permissions. */
export function requirePermission(...wanted: Permission[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!hasAnyPermission(authOf(request).user.permissions, wanted)) throw forbidden();
  };
}

/** Lets routes start with `request.auth === null`; called once on the root instance. */
export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}
