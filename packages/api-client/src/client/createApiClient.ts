import type { $Fetch, FetchOptions } from 'ofetch';
import type { ApiError } from '../errors/ApiError.ts';
import { errorFromResponse, invalidResponseError, networkError } from '../errors/toApiError.ts';
import { createMemoryStorage, createSessionStore, type KeyValueStorage } from '../storage/sessionStore.ts';
import { browserCookies, readCookie, XSRF_COOKIE, XSRF_HEADER } from './headers.ts';

/** What a call validates its answer with; zod schemas of the contract fit it. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart, with the browser's content type. */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the 2xx body; without it the body is returned unchecked. */
  schema?: ResponseSchema<T>;
  /** No toast: for calls whose failure the spec only logs (access-location, locations). */
  silent?: boolean;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Where the token and language are read (spec section 3); localStorage in the browser. */
  storage?: KeyValueStorage;
  /** `document.cookie` in the browser; injected where there is no document. */
  cookies?: () => string;
  /** 401 on a call that carried a token: the app clears the session and reloads. */
  onUnauthorized?: (error: ApiError) => void;
  /** 406 SubscriptionException: the app marks the user unsubscribed and opens /manager/plans. */
  onSubscriptionRequired?: (error: ApiError) => void;
  /**
   * 403 with `error: 'PlanLimitReached'`: the app shows its own prompt (a way to upgrade) instead
   * of the error toast. Without it, the toast says the server's message.
   */
  onPlanLimitReached?: (error: ApiError) => void;
  /** 307 with data.redirect_url: the app sends the browser there. */
  onRedirect?: (url: string, error: ApiError) => void;
  /** Every failure but a 422: the app shows a toast with this text. */
  onError?: (message: string, error: ApiError) => void;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A 2xx answer's body as a stream, for files read as they arrive (the inbox export); any
   * other answer is read as JSON and thrown as `request` would.
   */
  stream(path: string, options?: Omit<RequestOptions, 'schema'>): Promise<StreamedResponse>;
}

/** A streamed answer: its headers and its body, not read yet. */
export interface StreamedResponse {
  headers: Headers;
  body: ReadableStream<Uint8Array>;
}

function defaultStorage(): KeyValueStorage {
  return typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage;
}

/** A client over `ofetch.create`: one per app (and per test), never a module singleton. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseURL = '/api', cookies = browserCookies } = options;
  const session = createSessionStore(options.storage ?? defaultStorage());
  // ofetch comes with the first call, not with the page: the sign-in page renders and answers
  // before any call is made (issue 18; DECISIONS.md). A failed download is tried again by the
  // next call, and reported as a network error by this one.
  let transport: Promise<$Fetch> | null = null;
  function fetcher(): Promise<$Fetch> {
    if (transport) return transport;
    transport = import('ofetch').then(({ ofetch }) =>
      ofetch.create(
        {
          baseURL,
          credentials: 'include',
          // The app decides on every status itself (spec section 8), and nothing is retried:
          // a retried POST could act twice. No timeout either (spec section 9).
          ignoreResponseError: true,
          retry: 0,
          onRequest({ options: request }) {
            const headers = request.headers;
            const token = session.token();
            // A call that names its token (logout, once the stored one is gone) keeps it.
            if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
            headers.set('Accept', 'application/json');
            headers.set('Accept-Language', session.language() ?? 'en');
            headers.set('X-Requested-With', 'XMLHttpRequest');
            // The browser writes the multipart boundary itself: any preset type would break it.
            if (request.body instanceof FormData) headers.delete('Content-Type');
            const xsrf = readCookie(cookies(), XSRF_COOKIE);
            if (xsrf) headers.set(XSRF_HEADER, xsrf);
          },
        },
        options.fetch ? { fetch: options.fetch } : {},
      ),
    );
    transport.catch(() => {
      transport = null;
    });
    return transport;
  }

  function report(error: ApiError, silent: boolean, sentToken: boolean): ApiError {
    if (error.kind === 'unauthorized' && sentToken) options.onUnauthorized?.(error);
    if (error.kind === 'subscription') options.onSubscriptionRequired?.(error);
    if (error.kind === 'redirect' && error.redirectUrl) options.onRedirect?.(error.redirectUrl, error);
    // Said once: the plan-limit prompt replaces the toast when the app has one.
    if (error.kind === 'planLimit' && options.onPlanLimitReached) {
      if (!silent) options.onPlanLimitReached(error);
    } else if (error.kind !== 'validation' && !silent) options.onError?.(error.message, error);
    return error;
  }

  async function request<T>(path: string, { schema, silent = false, ...init }: RequestOptions<T> = {}): Promise<T> {
    const sentToken = session.token() !== null;
    let response;
    try {
      response = await (await fetcher()).raw(path, init as FetchOptions<'json'>);
    } catch (cause) {
      throw report(networkError(cause), silent, sentToken);
    }
    const body: unknown = response._data;
    if (response.status < 200 || response.status > 299)
      throw report(await errorFromResponse(response.status, body), silent, sentToken);
    if (!schema) return body as T;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw report(invalidResponseError(response.status, body, parsed.error), silent, sentToken);
    return parsed.data;
  }

  async function stream(
    path: string,
    { silent = false, ...init }: Omit<RequestOptions, 'schema'> = {},
  ): Promise<StreamedResponse> {
    const sentToken = session.token() !== null;
    let response;
    try {
      response = await (await fetcher()).raw(path, { ...init, responseType: 'stream' } as FetchOptions<'stream'>);
    } catch (cause) {
      throw report(networkError(cause), silent, sentToken);
    }
    const body = response._data as ReadableStream<Uint8Array> | undefined;
    if (response.status < 200 || response.status > 299) {
      const json: unknown = body ? await new Response(body).json().catch(() => undefined) : undefined;
      throw report(await errorFromResponse(response.status, json), silent, sentToken);
    }
    return { headers: response.headers, body: body ?? new Response('').body! };
  }

  return { request, stream };
}
