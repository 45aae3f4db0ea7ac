/** The kinds of failure of spec section 8, each handled differently by the app. */
export const apiErrorKinds = [
  'validation',
  'unauthorized',
  'subscription',
  'planLimit',
  'redirect',
  'notFound',
  'forbidden',
  'server',
  'network',
  'other',
] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/** `{ billing_info: { email: 'first message' } }`: dotted server keys, nested for forms. */
export interface FieldErrorTree {
  readonly [field: string]: string | FieldErrorTree;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  fieldErrors?: FieldErrorTree;
  flatFieldErrors?: Readonly<Record<string, string>>;
  redirectUrl?: string | null;
  body?: unknown;
  cause?: unknown;
}

/** Every failed call rejects with one of these. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 500 for a network failure (spec section 8). */
  readonly status: number;
  readonly fieldErrors: FieldErrorTree;
  /** Dotted field path → first message, for forms that address fields by path. */
  readonly flatFieldErrors: Readonly<Record<string, string>>;
  /** Where a 307 sends the browser. */
  readonly redirectUrl: string | null;
  /** The response body as received, for logging. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.flatFieldErrors = init.flatFieldErrors ?? {};
    this.redirectUrl = init.redirectUrl ?? null;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
