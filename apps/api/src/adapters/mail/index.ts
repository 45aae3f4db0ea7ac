import type { AdapterLogger, Mailer } from './mailer.ts';
import type { OutboxStore } from './outbox.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';

export interface MailConfig {
  /** SMTP_URL; when absent, emails go to the outbox and the log. */
  smtpUrl?: string | undefined;
  from: string;
  outbox: OutboxStore;
  logger: AdapterLogger;
  /** Local mode only: the outbox also prints each email's text to the log. */
  printText?: boolean;
}

/** The real SMTP adapter when configured, the embedded outbox otherwise (decisions.md). */
export function createMailer({
  smtpUrl,
  from,
  outbox,
  logger,
  printText = false,
}: MailConfig): Mailer & { kind: 'smtp' | 'outbox' } {
  if (smtpUrl) return { kind: 'smtp', ...createSmtpMailer({ smtpUrl, from }) };
  return { kind: 'outbox', ...createOutboxMailer({ outbox, logger, printText }) };
}

export { MailError } from './mailer.ts';
export type { AdapterLogger, Mailer, MailLocale, MailMessage } from './mailer.ts';
export { createInMemoryOutboxStore } from './outbox.ts';
export type { OutboxChannel, OutboxEntry, OutboxInsert, OutboxStore } from './outbox.ts';
export { createOutboxMailer } from './outboxMailer.ts';
export type { OutboxMailerOptions } from './outboxMailer.ts';
export { createSmtpMailer } from './smtpMailer.ts';
export type { SmtpMailerOptions } from './smtpMailer.ts';
export {
  composeEmail,
  emailTemplates,
  escapeHtml,
  lowRatingAlert,
  managerInvitation,
  passwordReset,
  renderEmail,
  sellerInitialPassword,
  verificationCode,
} from './templates/index.ts';
export type { EmailTemplate, EmailTemplateParams, RenderedEmail } from './templates/index.ts';
