import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The session cookie: the access token itself, HttpOnly, for browser calls without a Bearer header. */
export const SESSION_COOKIE = 'starcrew_session';
/** Read by the console's script and sent back as X-XSRF-TOKEN (the api-client does it). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The XSRF token of a session: an HMAC of its id under the server's secret. Tied to the
 * session (a token from another session never matches) and stateless (any instance checks
 * it without storage).
 */
export function xsrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  /** Without "remember me" both cookies end with the browser session. */
  persistent: boolean;
}

export function setSessionCookies(
  reply: FastifyReply,
  session: IssuedSession,
  options: { secret: string; secure: boolean },
) {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: options.secure,
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, xsrfTokenFor(options.secret, session.sessionId), { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, options: { secure: boolean }) {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, common);
}
