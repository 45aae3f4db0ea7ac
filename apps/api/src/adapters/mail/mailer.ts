/** Languages the product writes emails in (spec: English and French). */
export type MailLocale = 'en' | 'fr';

/** One email, already rendered: adapters deliver it and never compose copy themselves. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  /** Template id (for example `verificationCode`), kept for the outbox and the logs. */
  template: string;
  /** Free-form context (user id, organization id) for logs; never sent to the recipient. */
  meta?: Record<string, unknown>;
}

export interface Mailer {
  /** Delivers or stores the message; `id` is the SMTP Message-ID or the outbox row id. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/** The subset of pino's (and console's) API the adapters use, so either can be injected. */
export interface AdapterLogger {
  info(message: string): void;
}

/**
 * Delivery refused or failed. `retryable` is true for transient failures (SMTP 4xx, lost
 * connection) so the job runner knows whether to try again later.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailError';
  }
}
