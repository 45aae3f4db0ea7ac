/**
 * Failures a caller must tell apart: a quota → the refresh job tries later; a bad key or a
 * disabled API → our configuration, logged loudly; an unknown place → the competitor is gone.
 * Anything else is a `PlacesError` (its message is for logs, never shown verbatim).
 */
export class PlacesError extends Error {
  /** HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  /** Google's canonical status (`INVALID_ARGUMENT`…) or, when given, the ErrorInfo reason. */
  readonly code: string | undefined;

  constructor(message: string, options: { status?: number; code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PlacesError';
    this.status = options.status;
    this.code = options.code;
  }
}

/** Per-minute or daily quota exhausted (429 RESOURCE_EXHAUSTED), after the adapter's retries. */
export class PlacesQuotaError extends PlacesError {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number, message = 'The Places API quota is exhausted', code = 'RESOURCE_EXHAUSTED') {
    super(message, { status: 429, code });
    this.name = 'PlacesQuotaError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** The API key is invalid, restricted, or the Places API (New) is not enabled on its project. */
export class PlacesKeyError extends PlacesError {
  constructor(message: string, options: { status?: number; code?: string } = {}) {
    super(message, options);
    this.name = 'PlacesKeyError';
  }
}

/** No such place (404, or an id Google cannot read). */
export class PlaceNotFoundError extends PlacesError {
  constructor(placeId: string, options: { status?: number; code?: string } = {}) {
    super(`No place ${placeId}`, { status: options.status ?? 404, code: options.code ?? 'NOT_FOUND' });
    this.name = 'PlaceNotFoundError';
  }
}
