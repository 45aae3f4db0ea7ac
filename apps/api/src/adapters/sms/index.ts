import type { AdapterLogger } from '../mail/mailer.ts';
import type { OutboxStore } from '../mail/outbox.ts';
import { createOutboxSmsSender } from './outboxSms.ts';
import type { SmsSender } from './smsSender.ts';
import { createTwilioSmsSender, type TwilioConfig } from './twilioSms.ts';

export interface SmsConfig {
  /** Twilio (or a Twilio-compatible provider); when absent, SMS go to the outbox. */
  twilio?: TwilioConfig | undefined;
  outbox: OutboxStore;
  logger?: AdapterLogger;
  /** Local mode only: the outbox also prints each SMS's text to the log. */
  printText?: boolean;
}

/** The real provider when configured, the embedded outbox otherwise (decisions.md). */
export function createSmsSender({
  twilio,
  outbox,
  logger,
  printText = false,
}: SmsConfig): SmsSender & { kind: 'twilio' | 'outbox' } {
  if (twilio) return { kind: 'twilio', ...createTwilioSmsSender(twilio) };
  return { kind: 'outbox', ...createOutboxSmsSender({ outbox, printText, ...(logger ? { logger } : {}) }) };
}

export { createOutboxSmsSender } from './outboxSms.ts';
export type { OutboxSmsOptions } from './outboxSms.ts';
export { assertValidSms, SMS_MAX_LENGTH, SmsError } from './smsSender.ts';
export type { SmsErrorKind, SmsMessage, SmsSender } from './smsSender.ts';
export { createTwilioSmsSender } from './twilioSms.ts';
export type { TwilioConfig, TwilioSmsOptions } from './twilioSms.ts';
