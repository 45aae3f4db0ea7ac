import { describe, expect, it } from 'vitest';
import { createMailer } from './index.ts';
import { createInMemoryOutboxStore } from './outbox.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { composeEmail } from './templates/index.ts';

function fakeLogger() {
  const lines: string[] = [];
  return { lines, info: (message: string) => void lines.push(message) };
}

const message = composeEmail({
  to: 'zoé@example.fr',
  locale: 'fr',
  template: 'verificationCode',
  params: { firstName: 'Zoé', code: '902134', minutes: 10 },
});

describe('createOutboxMailer', () => {
  it('should store the email in the outbox and return its id', async () => {
    const outbox = createInMemoryOutboxStore();
    const at = new Date('2025-03-01T10:00:00Z');
    const mailer = createOutboxMailer({ outbox, logger: fakeLogger(), now: () => at });

    const { id } = await mailer.send(message);

    const [entry] = await outbox.list({ limit: 10 });
    expect(entry).toEqual({
      id,
      channel: 'email',
      to: 'zoé@example.fr',
      subject: '902134 est votre code de vérification Starcrew',
      body_text: message.text,
      body_html: message.html,
      template: 'verificationCode',
      locale: 'fr',
      created_at: at,
    });
  });

  it('should log who, what kind and when, and nothing of the subject or the text: they hold the code', async () => {
    const logger = fakeLogger();
    const at = new Date('2025-03-01T10:00:00Z');
    const mailer = createOutboxMailer({ outbox: createInMemoryOutboxStore(), logger, now: () => at });

    const { id } = await mailer.send(message);

    expect(logger.lines).toEqual([
      `outbox email id=${id} to=zoé@example.fr template=verificationCode locale=fr at=2025-03-01T10:00:00.000Z`,
    ]);
  });

  it('should keep the text of a reset link or a temporary password out of the log too', async () => {
    const logger = fakeLogger();
    const outbox = createInMemoryOutboxStore();
    const mailer = createMailer({ from: 'no-reply@starcrew.test', outbox, logger });
    const reset = composeEmail({
      to: 'zoé@example.fr',
      locale: 'en',
      template: 'passwordReset',
      params: { firstName: 'Zoé', link: 'https://starcrew.test/reset?token=tok_5ecret', minutes: 60 },
    });
    const seller = composeEmail({
      to: 'tom@example.fr',
      locale: 'en',
      template: 'sellerInitialPassword',
      params: {
        firstName: 'Tom',
        organizationName: 'Maison Dorée',
        email: 'tom@example.fr',
        password: 'Tmp-pass-8461',
        loginUrl: 'https://starcrew.test/sign-in',
      },
    });

    await mailer.send(reset);
    await mailer.send(seller);

    expect(logger.lines).toHaveLength(2);
    for (const line of logger.lines) expect(line).not.toMatch(/tok_5ecret|Tmp-pass-8461|\n/);
    expect(logger.lines[1]).toMatch(
      /^outbox email id=\S+ to=tom@example.fr template=sellerInitialPassword locale=en at=/,
    );
  });

  it('should print a one-line summary followed by the text body in local mode', async () => {
    const logger = fakeLogger();
    const mailer = createOutboxMailer({ outbox: createInMemoryOutboxStore(), logger, printText: true });

    const { id } = await mailer.send(message);

    expect(logger.lines).toHaveLength(1);
    const [summary, ...body] = logger.lines[0]!.split('\n');
    expect(summary).toBe(
      `outbox email id=${id} to=zoé@example.fr template=verificationCode locale=fr subject="902134 est votre code de vérification Starcrew"`,
    );
    expect(body.join('\n')).toContain('  | Bonjour Zoé,');
    expect(body.join('\n')).toContain('902134');
  });

  it('should list newest first, by channel, up to the limit', async () => {
    const outbox = createInMemoryOutboxStore();
    const mailer = createOutboxMailer({ outbox, logger: fakeLogger() });
    await mailer.send({ ...message, to: 'first@example.com' });
    await mailer.send({ ...message, to: 'second@example.com' });
    await outbox.insert({
      channel: 'sms',
      to: '+33612345678',
      body_text: 'hi',
      template: 'sms',
      locale: null,
      created_at: new Date(),
    });

    expect((await outbox.list({ limit: 1, channel: 'email' })).map((e) => e.to)).toEqual(['second@example.com']);
    expect(await outbox.list({ limit: 10 })).toHaveLength(3);
  });
});

describe('createMailer', () => {
  it('should use the outbox when no SMTP URL is configured, and SMTP when one is', () => {
    const deps = { from: 'no-reply@starcrew.test', outbox: createInMemoryOutboxStore(), logger: fakeLogger() };

    expect(createMailer(deps).kind).toBe('outbox');
    expect(createMailer({ ...deps, smtpUrl: '' }).kind).toBe('outbox');
    expect(createMailer({ ...deps, smtpUrl: 'smtp://127.0.0.1:2525' }).kind).toBe('smtp');
  });
});
