/** One text message. `to` is E.164 (`+33612345678`). */
export interface SmsMessage {
  to: string;
  body: string;
  /** Template id for the outbox and logs (for example `campaignInvitation`). */
  template?: string;
  locale?: 'en' | 'fr';
}

export interface SmsSender {
  /** Sends or stores the message; `id` is the provider's message SID or the outbox row id. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** Message templates are limited to 320 characters (decisions.md): two SMS segments at most. */
export const SMS_MAX_LENGTH = 320;

const E164 = /^\+[1-9]\d{6,14}$/;

export type SmsErrorKind =
  /** Our own checks: not E.164, empty or too long. Never sent. */
  | 'invalid_message'
  /** The provider says the number cannot receive SMS (Twilio 21211, 21614…). */
  | 'invalid_number'
  /** Wrong account SID or token (Twilio 20003, HTTP 401). */
  | 'auth'
  | 'rate_limited'
  /** 5xx or no answer. */
  | 'unavailable'
  /** Any other refusal by the provider. */
  | 'rejected';

export class SmsError extends Error {
  constructor(
    readonly kind: SmsErrorKind,
    message: string,
    readonly details: { code?: number; status?: number; moreInfo?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsError';
  }

  /** Whether a later attempt may succeed, for the job runner. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}

/**
 * Checked before any adapter acts, so the outbox refuses exactly what the provider
 * would: a developer sees the failure on their machine, not in production. Length counts
 * characters as people see them (code points), not UTF-16 units.
 */
export function assertValidSms({ to, body }: SmsMessage): void {
  if (!E164.test(to))
    throw new SmsError('invalid_message', `"${to}" is not an E.164 phone number (+ and 7 to 15 digits)`);
  const length = [...body].length;
  if (!body.trim()) throw new SmsError('invalid_message', 'The SMS body is empty');
  if (length > SMS_MAX_LENGTH) {
    throw new SmsError('invalid_message', `The SMS body has ${length} characters; the limit is ${SMS_MAX_LENGTH}`);
  }
}
