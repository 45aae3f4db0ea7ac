import type { AdapterLogger, Mailer } from './mailer.ts';
import type { OutboxStore } from './outbox.ts';

export interface OutboxMailerOptions {
  outbox: OutboxStore;
  logger: AdapterLogger;
  now?: () => Date;
  /**
   * Local mode only (a developer's machine): the log also gets the subject and the text, so
   * the verification code can be read there. Off, the log says who, what kind and when: the
   * text holds codes, reset links and temporary passwords, which anyone with the log could use.
   */
  printText?: boolean;
}

/**
 * The default when no SMTP server is configured: the email goes to the outbox (its development
 * page shows it) and a line to the log; in local mode, with the text, so a developer can sign
 * up and read the verification code without any mail setup.
 */
export function createOutboxMailer({
  outbox,
  logger,
  now = () => new Date(),
  printText = false,
}: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      const at = now();
      const { id } = await outbox.insert({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html,
        template: message.template,
        locale: message.locale,
        created_at: at,
      });
      const who = `outbox email id=${id} to=${message.to} template=${message.template} locale=${message.locale}`;
      if (!printText) {
        // The subject is left out too: the verification code's carries the code.
        logger.info(`${who} at=${at.toISOString()}`);
        return { id };
      }
      // One log call, so concurrent emails never interleave their lines.
      logger.info(`${who} subject=${JSON.stringify(message.subject)}\n${indent(message.text)}`);
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
