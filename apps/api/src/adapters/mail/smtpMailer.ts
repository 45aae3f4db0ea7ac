import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { MailError, type Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  smtpUrl: string;
  /** Sender, for example `Starcrew <no-reply@starcrew.app>`. */
  from: string;
  /** Extra transport settings (TLS options, timeouts); the URL's own settings come first. */
  transport?: SMTPTransport.Options;
}

/** The real adapter: one nodemailer SMTP transport (a connection per message), created once. */
export function createSmtpMailer({ smtpUrl, from, transport }: SmtpMailerOptions): Mailer & { close(): void } {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  }
  // The transport is built directly because `createTransport({ url, ...})` keeps only the
  // URL's settings; SMTPTransport merges both, the URL's taking precedence.
  const smtp = new SMTPTransport({
    // Bounded waits: a stuck mail server must fail the job, not hold it forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...transport,
    url: smtpUrl,
  });
  const transporter = nodemailer.createTransport(smtp);

  return {
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'Content-Language': message.locale, 'X-Starcrew-Template': message.template },
        });
        return { id: info.messageId };
      } catch (error) {
        throw toMailError(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

function toMailError(error: unknown): MailError {
  const e = error as { message?: string; responseCode?: number; code?: string };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  // 4xx replies are temporary by definition (RFC 5321); no reply at all means the
  // connection failed, which is worth retrying too. 5xx replies are final.
  const retryable = responseCode === undefined || (responseCode >= 400 && responseCode < 500);
  return new MailError(e.message ?? 'SMTP delivery failed', retryable, responseCode, { cause: error });
}
