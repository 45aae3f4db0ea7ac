import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  from: string | undefined;
  to: string[];
  raw: Buffer;
  user: string | undefined;
}

/**
 * A real SMTP peer on loopback for tests: it speaks the protocol nodemailer speaks in
 * production and keeps each raw message. STARTTLS is off because loopback needs no
 * certificate; `rejectRecipients` answers 550 to exercise failure mapping.
 */
export async function startSmtpCatcher(options: { user?: string; pass?: string; rejectRecipients?: string[] } = {}) {
  const messages: CaughtMessage[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.includes(address.address)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
