import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { MailError } from './mailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';
import { composeEmail } from './templates/index.ts';
import { startSmtpCatcher } from './testing/smtpCatcher.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function catcher(options?: Parameters<typeof startSmtpCatcher>[0]) {
  const server = await startSmtpCatcher(options);
  cleanups.push(server.close);
  return server;
}

describe('createSmtpMailer', () => {
  it('should deliver a French email whose subject, parts and accents survive the trip', async () => {
    const server = await catcher({ user: 'starcrew', pass: 's3cret/pass' });
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://starcrew:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${server.port}`,
      from: 'Starcrew <no-reply@starcrew.test>',
    });
    cleanups.push(() => mailer.close());
    const message = composeEmail({
      to: 'hélène@example.fr',
      locale: 'fr',
      template: 'managerInvitation',
      params: {
        firstName: 'Hélène',
        organizationName: 'Boulangerie Étoile',
        inviterName: 'François',
        link: 'https://app.starcrew.test/invite/abc',
      },
    });

    const { id } = await mailer.send(message);

    expect(id).toMatch(/^<.+>$/);
    expect(server.messages).toHaveLength(1);
    const caught = server.messages[0]!;
    expect(caught.user).toBe('starcrew');
    expect(caught.from).toBe('no-reply@starcrew.test');
    const parsed = await simpleParser(caught.raw);
    expect(parsed.messageId).toBe(id);
    expect(parsed.subject).toBe('François vous invite à gérer Boulangerie Étoile sur Starcrew');
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('hélène@example.fr');
    expect(parsed.text).toContain('Bonjour Hélène,');
    expect(parsed.text).toContain('https://app.starcrew.test/invite/abc');
    expect(parsed.html).toContain('<html lang="fr"');
    expect(parsed.html).toContain('Accepter l’invitation');
    expect(parsed.headers.get('content-language')).toBe('fr');
    expect(parsed.headers.get('x-starcrew-template')).toBe('managerInvitation');
  });

  it('should send without authentication when the URL carries no credentials', async () => {
    const server = await catcher();
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@starcrew.test' });
    cleanups.push(() => mailer.close());

    await mailer.send(
      composeEmail({
        to: 'ann@example.com',
        locale: 'en',
        template: 'verificationCode',
        params: { firstName: 'Ann', code: '482913', minutes: 10 },
      }),
    );

    const parsed = await simpleParser(server.messages[0]!.raw);
    expect(parsed.subject).toBe('482913 is your Starcrew verification code');
    expect(parsed.text).toContain('Verification code: 482913');
  });

  it('should turn a refused recipient into a final MailError', async () => {
    const server = await catcher({ rejectRecipients: ['gone@example.com'] });
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@starcrew.test' });
    cleanups.push(() => mailer.close());
    const message = composeEmail({
      to: 'gone@example.com',
      locale: 'en',
      template: 'passwordReset',
      params: { firstName: 'Al', link: 'https://x.test/r', minutes: 60 },
    });

    const error = await mailer.send(message).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ responseCode: 550, retryable: false });
  });

  it('should report wrong credentials and an unreachable server as errors', async () => {
    const server = await catcher({ user: 'u', pass: 'p' });
    const wrong = createSmtpMailer({ smtpUrl: `smtp://u:nope@127.0.0.1:${server.port}`, from: 'a@b.test' });
    cleanups.push(() => wrong.close());
    const message = composeEmail({
      to: 'x@example.com',
      locale: 'en',
      template: 'passwordReset',
      params: { firstName: 'X', link: 'https://x.test/r', minutes: 60 },
    });
    await expect(wrong.send(message)).rejects.toMatchObject({ name: 'MailError', responseCode: 535 });

    await server.close();
    await expect(wrong.send(message)).rejects.toMatchObject({ name: 'MailError', retryable: true });
  });

  it('should refuse a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailer({ smtpUrl: 'http://mail.example.com', from: 'a@b.test' })).toThrow(/smtp:\/\//);
  });
});
