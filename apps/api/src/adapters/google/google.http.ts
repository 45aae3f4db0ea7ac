import {
  ProviderAccessRevokedError,
  ProviderError,
  ProviderNoAccessError,
  ProviderRateLimitedError,
} from './businessProfile.errors.ts';
import { googleErrorSchema, oauthErrorSchema } from './google.schemas.ts';

/** The side effects of the adapter, injected so tests control time and the network. */
export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  /** Jitter source in [0, 1). */
  random: () => number;
  /** Retries after the first attempt, on 429, 5xx and network failures. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON, or null when empty. */
  body: unknown;
}

// Google asks clients to retry these with exponential backoff; everything else is final.
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** Without a Retry-After, a caller that ran out of retries on 429 waits a quota minute. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

/**
 * Sends one request, retrying transient failures with capped exponential backoff and
 * jitter (or the server's Retry-After). Returns the last answer, even a failed one: the
 * caller decides what a status means for its endpoint (401 on an API call is a refresh).
 */
export async function sendWithRetry(deps: HttpDeps, request: HttpRequest): Promise<HttpResult> {
  for (let attempt = 0; ; attempt++) {
    let result: HttpResult | undefined;
    let failure: unknown;
    try {
      result = await sendOnce(deps, request);
    } catch (error) {
      failure = error;
    }
    if (result && !RETRYABLE.has(result.status)) return result;
    if (attempt >= deps.maxRetries) {
      if (result) return result;
      throw new ProviderError(`Google could not be reached (${request.method} ${pathOf(request.url)})`, {
        cause: failure,
      });
    }
    await deps.sleep(backoffDelay(deps, attempt, result?.headers));
  }
}

async function sendOnce(deps: HttpDeps, request: HttpRequest): Promise<HttpResult> {
  const response = await deps.fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(deps.timeoutMs),
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body };
}

export function backoffDelay(deps: HttpDeps, attempt: number, headers?: Headers): number {
  const retryAfter = retryAfterMs(deps, headers);
  if (retryAfter !== undefined) return Math.min(retryAfter, deps.maxDelayMs);
  const exponential = Math.min(deps.maxDelayMs, deps.baseDelayMs * 2 ** attempt);
  // "Full jitter" halves the spread so two instances that failed together do not retry together.
  return Math.round(exponential / 2 + (exponential / 2) * deps.random());
}

function retryAfterMs(deps: HttpDeps, headers?: Headers): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - deps.now().getTime());
}

/** Maps a failed answer of a Business Profile API (`{ error: { code, message, status } }`). */
export function apiError(deps: HttpDeps, result: HttpResult, what: string): ProviderError {
  const parsed = googleErrorSchema.safeParse(result.body);
  const error = parsed.success ? parsed.data.error : undefined;
  const code = error?.status;
  const message = `Google ${what} failed: ${result.status} ${code ?? ''} ${error?.message ?? ''}`.trim();
  if (result.status === 429) {
    return new ProviderRateLimitedError(retryAfterMs(deps, result.headers) ?? DEFAULT_RATE_LIMIT_WAIT_MS, message);
  }
  // Reached only after a refresh was tried: the grant itself no longer authenticates.
  if (result.status === 401) return new ProviderAccessRevokedError(message, { status: 401, code });
  if (result.status === 403) {
    // A disabled API or a blocked project is our configuration, not the user's profile.
    const reasons = (error?.details ?? []).map((d) => d.reason);
    const ours = reasons.some(
      (r) => r === 'SERVICE_DISABLED' || r === 'API_KEY_SERVICE_BLOCKED' || r === 'CONSUMER_INVALID',
    );
    if (!ours) return new ProviderNoAccessError(message, { status: 403, code });
  }
  return new ProviderError(message, { status: result.status, code });
}

/** Maps a failed answer of the OAuth token endpoint (`{ error, error_description }`). */
export function tokenError(result: HttpResult): ProviderError {
  const parsed = oauthErrorSchema.safeParse(result.body);
  const code = parsed.success ? parsed.data.error : undefined;
  const message =
    `Google token endpoint failed: ${result.status} ${code ?? ''} ${parsed.data?.error_description ?? ''}`.trim();
  // invalid_grant: a revoked or expired refresh token, or a used / wrong authorization code.
  if (code === 'invalid_grant') return new ProviderAccessRevokedError(message, { status: result.status, code });
  if (result.status === 429) return new ProviderRateLimitedError(DEFAULT_RATE_LIMIT_WAIT_MS, message);
  return new ProviderError(message, { status: result.status, code });
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
