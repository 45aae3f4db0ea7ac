import {
  errorBodySchema,
  PLAN_LIMIT_REACHED,
  redirectBodySchema,
  SUBSCRIPTION_EXCEPTION,
  validationErrorBodySchema,
} from '@starcrew/contract';
import { ApiError, type ApiErrorKind } from './ApiError.ts';
import { firstMessages, nestFieldErrors } from './fieldErrors.ts';

/** Texts of spec section 8. English here; the console may map them to i18n ids. */
export const errorMessages = {
  unexpected: 'An unexpected error occurred.',
  network: 'Connection error: Unable to reach the server.',
  unauthorized: 'Please login to continue',
} as const;

function kindOf(status: number, body: unknown): ApiErrorKind {
  if (status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 406 && errorBodySchema.safeParse(body).data?.error === SUBSCRIPTION_EXCEPTION) return 'subscription';
  if (status === 307 && redirectBodySchema.safeParse(body).success) return 'redirect';
  if (status === 403) {
    return errorBodySchema.safeParse(body).data?.error === PLAN_LIMIT_REACHED ? 'planLimit' : 'forbidden';
  }
  if (status === 404) return 'notFound';
  if (status >= 500) return 'server';
  return 'other';
}

function serverMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** An answer outside 200-299, as the error the app handles. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const kind = kindOf(status, body);
  const message =
    kind === 'unauthorized' ? errorMessages.unauthorized : (serverMessage(body) ?? errorMessages.unexpected);
  if (kind === 'validation') {
    const errors = validationErrorBodySchema.safeParse(body).data?.errors ?? {};
    const flatFieldErrors = firstMessages(errors);
    return new ApiError({
      kind,
      status,
      message,
      body,
      flatFieldErrors,
      fieldErrors: nestFieldErrors(flatFieldErrors),
    });
  }
  const redirectUrl = kind === 'redirect' ? redirectBodySchema.parse(body).data.redirect_url : null;
  return new ApiError({ kind, status, message, body, redirectUrl });
}

/** No answer at all: spec section 8 treats it as a 500. */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 500, message: errorMessages.network, cause });
}

/** A 2xx answer whose body is not what the contract says: a server bug, shown as unexpected. */
export function invalidResponseError(status: number, body: unknown, cause: unknown): ApiError {
  return new ApiError({ kind: 'other', status, message: errorMessages.unexpected, body, cause });
}
