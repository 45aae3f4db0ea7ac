import {
  errorBodySchema,
  PLAN_LIMIT_REACHED,
  redirectBodySchema,
  SUBSCRIPTION_EXCEPTION,
  validationErrorBodySchema,
} from '@starcrew/contract';
import { ApiError, type ApiErrorKind } from './ApiError.ts';
import { firstMessages, nestFieldErrors } from './fieldErrors.ts';
import { errorMessages } from './errorMessages.ts';

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

/** An answer outside 200-299, read with the contract's error schemas, as the error the app handles. */
export function readErrorResponse(status: number, body: unknown): ApiError {
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
