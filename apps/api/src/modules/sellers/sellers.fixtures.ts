import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/fixtures.ts';

/** A JSON call as a signed-in user, in a language (English by default). */
export function caller(app: FastifyInstance) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown, locale = 'en') => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), 'accept-language': locale },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** The temporary password of the latest initial-password email in a body of the outbox. */
export function emailedPassword(bodyText: string): string {
  const password = /Temporary password\W+([A-Za-z0-9]{14})\b/.exec(bodyText)?.[1];
  if (!password) throw new Error(`no password in: ${bodyText}`);
  return password;
}
