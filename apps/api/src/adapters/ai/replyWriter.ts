export type ReplyLanguage = 'en' | 'fr';
export type ReplyTone = 'warm' | 'professional';

export interface DraftInput {
  /** 1 to 5 stars. */
  rating: number;
  /** The review's text; empty when the customer left a rating only. */
  comment: string;
  reviewerFirstName: string;
  businessName: string;
  /** The review's language: the reply is written in it. */
  language: ReplyLanguage;
  /** Default `warm`. */
  tone?: ReplyTone;
}

export interface DraftReply {
  text: string;
  language: ReplyLanguage;
}

export interface ReplyWriter {
  draft(input: DraftInput, options?: { signal?: AbortSignal }): Promise<DraftReply>;
}

/** A reply is 1 to 4,000 characters (decisions.md; Google accepts 4,096 bytes). */
export const REPLY_MAX_LENGTH = 4000;

export type AiErrorKind =
  | 'invalid_input'
  /** 401/403: wrong or revoked key. */
  | 'auth'
  /** 429: `retryAfterMs` says when to try again, when the service said. */
  | 'rate_limited'
  /** 5xx or no answer. */
  | 'unavailable'
  | 'timeout'
  /** 400/404/422: for example a model name the endpoint does not know. */
  | 'bad_request'
  /** An answer we cannot post: malformed, empty, or with placeholders left in. */
  | 'bad_response';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; retryAfterMs?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiError';
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'timeout';
  }
}

export function assertDraftInput(input: DraftInput): void {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new AiError('invalid_input', `rating must be an integer from 1 to 5 (got ${input.rating})`);
  }
  if (input.language !== 'en' && input.language !== 'fr') {
    throw new AiError('invalid_input', `language must be en or fr (got ${String(input.language)})`);
  }
}

/**
 * Keeps a reply within the limit, cutting at the last sentence end (or word) before it,
 * so an over-long answer is shortened rather than refused.
 */
export function clampReply(text: string, max = REPLY_MAX_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('\n'),
  );
  if (sentenceEnd > max / 2) return head.slice(0, sentenceEnd + 1).trim();
  const space = head.lastIndexOf(' ');
  return (space > max / 2 ? head.slice(0, space) : head).trim();
}
