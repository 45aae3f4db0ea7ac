import { loadValidation } from '../loadValidation.ts';
import { ApiError } from './ApiError.ts';
import { errorMessages } from './errorMessages.ts';

export { errorMessages };

/**
 * An answer outside 200-299, as the error the app handles. Its body is read with the contract's
 * error schemas, loaded with the first error answer (`loadValidation`); when that code cannot be
 * fetched (the connection dropped since), the failure is the network error it is.
 */
export async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  let validation;
  try {
    validation = await loadValidation();
  } catch (cause) {
    return networkError(cause);
  }
  return validation.readErrorResponse(status, body);
}

/** No answer at all: spec section 8 treats it as a 500. */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 500, message: errorMessages.network, cause });
}

/** A 2xx answer whose body is not what the contract says: a server bug, shown as unexpected. */
export function invalidResponseError(status: number, body: unknown, cause: unknown): ApiError {
  return new ApiError({ kind: 'other', status, message: errorMessages.unexpected, body, cause });
}
