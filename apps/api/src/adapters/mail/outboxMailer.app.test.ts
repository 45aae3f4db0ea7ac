import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { outboxFor, uniqueEmail } from '../../../test/fixtures.ts';

/**
 * The server's log in production, with no SMTP (the outbox): a stranger who read it signed in
 * with a seller's temporary password and reset his password. It now says who, what kind and
 * when; only local mode prints what the mails say.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

async function appLogging(overrides: Partial<AppDeps>) {
  const lines: string[] = [];
  const t = await createTestApp({
    // The outbox page, to read what was sent; the log is what is under test.
    devOutbox: true,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    ...overrides,
  });
  apps.push(t);
  return { t, lines };
}

/** A sign-up (verification code) and a forgotten password (reset link) for a new address. */
async function mailsTo(t: TestApp) {
  const email = uniqueEmail('log');
  const password = 'Correct-horse-42';
  const body = { first_name: 'Zoé', last_name: 'Martin', email, password, password_confirmation: password };
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/register', payload: body })).statusCode).toBe(201);
  await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });
  const mails = await outboxFor(t.app, email);
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.template === 'verificationCode')?.body_text ?? '')?.[1];
  const token = /token=([^&\s]+)/.exec(mails.find((m) => m.template === 'passwordReset')?.body_text ?? '')?.[1];
  if (!code || !token) throw new Error('the code or the reset link was not sent');
  return { email, code, token };
}

describe('the outbox in the log', () => {
  it('should log no code, no reset token and no text in production: who, what kind and when only', async () => {
    const { t, lines } = await appLogging({ production: true });
    const { email, code, token } = await mailsTo(t);

    const log = lines.join('');
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/\|/);
    const outboxLines = lines.map((l) => (JSON.parse(l) as { msg: string }).msg).filter((m) => m.startsWith('outbox'));
    expect(outboxLines).toHaveLength(2);
    for (const template of ['verificationCode', 'passwordReset']) {
      expect(outboxLines).toContainEqual(
        expect.stringMatching(new RegExp(`to=${email} template=${template} locale=en at=\\d{4}-\\d\\d-\\d\\dT`)),
      );
    }
  });

  it('should print the text in local mode, for the developer who signs up without a mail server', async () => {
    const { t, lines } = await appLogging({ production: true, printOutbox: true });
    const { code, token } = await mailsTo(t);

    const log = lines.join('');
    expect(log).toContain(code);
    expect(log).toContain(token);
  });
});
