import { authMessageIds, errorMessageIds, type Permission, type Role } from '@starcrew/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { SESSION_COOKIE, XSRF_HEADER, xsrfTokenFor } from '../lib/session-cookies.ts';
import { safeEqual } from '../lib/tokens.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authentication` on every route that is not public; null on public routes. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (spec section 7 has one): checked for XSRF like a POST. */
    changesState?: boolean;
    /** Open without a session (sign-in, health, webhooks…); every other route of the modules needs one. */
    public?: boolean;
    /** Only these roles may call the route; 403 for the others, before the input is validated. */
    roles?: readonly Role[];
    /** 403 unless the user holds one of these permissions, before the input is validated. */
    permissions?: readonly Permission[];
  }
}

export interface AuthenticationOptions {
  authenticate(token: string): Promise<AuthContext | null>;
  /** The secret XSRF tokens are derived with (the cookie secret). */
  xsrfSecret: string;
}

/** The managers' side of the console: the owner (super manager) and the managers. */
export const MANAGERS: readonly Role[] = ['super_manager', 'manager'];

/** How an authenticated route is called, as the OpenAPI document declares it (schemes in swagger.ts). */
export const API_SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { sessionCookie: [] }];

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const forbidden = () => new HttpError(403, { id: errorMessageIds.forbidden });

/** Whether a user holds one permission, or any of several (spec section 6). */
export function hasAnyPermission(granted: readonly string[], wanted: readonly Permission[]): boolean {
  return wanted.some((p) => granted.includes(p));
}

/**
 * Registered once, on the scope that holds every module (app.ts). Every route of that scope
 * is authenticated unless its config says `public: true`, so a route added later cannot
 * forget it: 401 unless the request carries a live access token, as a Bearer header or, from
 * a browser, as the session cookie. A call that the cookie authenticates and that changes
 * state must also send the XSRF token of that session in X-XSRF-TOKEN (signed double
 * submit); a Bearer header cannot be forged cross-site, so it needs none.
 *
 * Then the route's `roles` and `permissions` (its config) are checked in `preValidation`:
 * a caller who may not use a route gets 403 whatever the body, never a 422 that describes
 * the input it may not send. The subscription rule (406, billing.enforcement.ts) is a hook of
 * the root scope, so it still comes first. The OpenAPI `security` of each authenticated
 * route is set here too, from the same flag, so the document cannot disagree with the check.
 */
const authenticationPlugin: FastifyPluginAsync<AuthenticationOptions> = async (scope, options) => {
  scope.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    route.schema = { ...route.schema, security: API_SECURITY };
  });

  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
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

  scope.addHook('preValidation', async (request) => {
    const { roles, permissions } = request.routeOptions.config;
    if (!roles && !permissions) return;
    const { user } = authOf(request);
    if (roles && !roles.includes(user.role)) throw forbidden();
    if (permissions && !hasAnyPermission(user.permissions, permissions)) throw forbidden();
  });
};
// What fastify-plugin does: the hooks land on the registering scope instead of a child
// scope, so they cover the modules registered beside them and nothing outside (docs, apps).
Object.assign(authenticationPlugin, { [Symbol.for('skip-override')]: true });
export const authentication = authenticationPlugin;

/** The auth context of a request to an authenticated (not public) route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() called on a public route');
  return request.auth;
}

/** Lets routes start with `request.auth === null`; called once on the root instance. */
export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}
