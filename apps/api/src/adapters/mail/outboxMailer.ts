import type { AdapterLogger, Mailer } from './mailer.ts';
import type { OutboxStore } from './outbox.ts';

export interface OutboxMailerOptions {
  outbox: OutboxStore;
  logger: AdapterLogger;
  now?: () => Date;
}

/**
 * The default when no SMTP server is configured: the email goes to the outbox and to the
 * log, so a developer can sign up and read the verification code without any mail setup.
 */
export function createOutboxMailer({ outbox, logger, now = () => new Date() }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      const { id } = await outbox.insert({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html,
        template: message.template,
        locale: message.locale,
        created_at: now(),
      });
      // One log call, so concurrent emails never interleave their lines.
      const summary = `outbox email id=${id} to=${message.to} template=${message.template} locale=${message.locale} subject=${JSON.stringify(message.subject)}`;
      logger.info(`${summary}\n${indent(message.text)}`);
      return { id };
    },
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `  | ${line}` : '  |'))
    .join('\n');
}
