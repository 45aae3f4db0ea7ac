/**
 * Failures a caller must tell apart. Each subclass drives a different product behaviour:
 * revoked → ask to reconnect; no access → the failed-connection modal; rate limited → the
 * job retries later. Anything else is a `ProviderError` (logged, never shown verbatim).
 */
export class ProviderError extends Error {
  /** HTTP status of the provider's answer, when there was one. */
  readonly status: number | undefined;
  /** Google's canonical status (`INVALID_ARGUMENT`…) or OAuth error (`invalid_client`…). */
  readonly code: string | undefined;

  constructor(message: string, options: { status?: number; code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
    this.code = options.code;
  }
}

/** The refresh token no longer works (`invalid_grant`): the user revoked access or it expired. */
export class ProviderAccessRevokedError extends ProviderError {
  constructor(message = 'The business profile access was revoked', options: { status?: number; code?: string } = {}) {
    super(message, options);
    this.name = 'ProviderAccessRevokedError';
  }
}

/** The signed-in account has no business profile, or no permission on it. */
export class ProviderNoAccessError extends ProviderError {
  constructor(
    message = 'The account has no access to a business profile',
    options: { status?: number; code?: string } = {},
  ) {
    super(message, options);
    this.name = 'ProviderNoAccessError';
  }
}

/** Quota exhausted even after the adapter's own retries; try again after `retryAfterMs`. */
export class ProviderRateLimitedError extends ProviderError {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number, message = 'The business profile API is rate limited') {
    super(message, { status: 429, code: 'RESOURCE_EXHAUSTED' });
    this.name = 'ProviderRateLimitedError';
    this.retryAfterMs = retryAfterMs;
  }
}
