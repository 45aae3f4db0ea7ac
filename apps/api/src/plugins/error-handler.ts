import { errorMessageIds, fieldErrors, translate, type Locale } from '@starcrew/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isHttpError, type HttpError, type Message } from '../lib/http-errors.ts';
import { loggableError } from '../lib/loggable-error.ts';
import { localeOf } from '../lib/locale.ts';

/** Answers a non-API path no route matched (the built apps); false to fall through to 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Translates a message; a `field` value naming a catalogue field (`field.email`) is translated first. */
function say(locale: Locale, message: Message): string {
  const values = { ...message.values };
  if (typeof values.field === 'string' && values.field.startsWith('field.')) {
    values.field = translate(locale, values.field);
  }
  return translate(locale, message.id, values);
}

function httpErrorBody(error: HttpError, locale: Locale) {
  const { fieldErrors: fields, error: kind } = error.extra;
  const errors = fields
    ? Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages.map((m) => say(locale, m))]))
    : undefined;
  return {
    message: say(locale, error.body),
    ...(errors ? { errors } : {}),
    ...(kind ? { error: kind } : {}),
  };
}

/** Fastify's own 4xx (bad JSON, wrong media type, body too large) keep their status, in our envelope. */
function clientErrorMessage(error: FastifyError, locale: Locale): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return translate(locale, errorMessageIds.invalidJson);
  }
  return error.message;
}

/**
 * Every error leaves as the envelope of spec section 8: 422 with per-field messages in the
 * reader's language, other 4xx with their message, 5xx with a generic message only (the
 * cause goes to the log, never to the client).
 */
export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
      }));
      const errors = fieldErrors({ issues }, locale);
      const message = Object.values(errors)[0]?.[0] ?? translate(locale, 'validation.invalid');
      return reply.code(422).send({ message, errors });
    }
    if (isHttpError(error)) return reply.code(error.statusCode).send(httpErrorBody(error, locale));

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: clientErrorMessage(error, locale) });

    // Never `err: error`: a failed query would put its SQL and parameters in the log. The request
    // (method, URL with its secrets redacted: app.ts `requestForLog`) is on the line itself: a
    // route logged at 'warn' (the probes) writes no access line to say which URL failed.
    request.log.error({ error: loggableError(error), req: request }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({
      message: translate(locale, errorMessageIds.unexpected),
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && fallback && (await fallback(request, reply))) return reply;
    return reply.code(404).send({ message: translate(localeOf(request), errorMessageIds.notFound) });
  });
}
