import type { AdapterLogger } from '../mail/mailer.ts';
import type { OutboxStore } from '../mail/outbox.ts';
import { assertValidSms, type SmsSender } from './smsSender.ts';

export interface OutboxSmsOptions {
  outbox: OutboxStore;
  logger?: AdapterLogger;
  now?: () => Date;
  /** Local mode only: the log also gets the text (an SMS may carry a code or a link). */
  printText?: boolean;
}

/** The default when no SMS provider is configured: the message goes to the shared outbox. */
export function createOutboxSmsSender({
  outbox,
  logger,
  now = () => new Date(),
  printText = false,
}: OutboxSmsOptions): SmsSender {
  return {
    async send(message) {
      assertValidSms(message);
      const template = message.template ?? 'sms';
      const at = now();
      const { id } = await outbox.insert({
        channel: 'sms',
        to: message.to,
        body_text: message.body,
        template,
        locale: message.locale ?? null,
        created_at: at,
      });
      const who = `outbox sms id=${id} to=${message.to} template=${template}`;
      if (!printText) logger?.info(`${who} at=${at.toISOString()}`);
      else logger?.info(`${who}\n  | ${message.body.split('\n').join('\n  | ')}`);
      return { id };
    },
  };
}
