import { registerResponseSchema, resendOtpResponseSchema, userResponseSchema } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../adapters/mail/testing/smtpCatcher.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, latestCode, outboxFor, uniqueEmail } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newcomer = (email = uniqueEmail('owner')) => ({
  first_name: 'Zoé',
  last_name: 'Dupré',
  email,
  password: 'Brioche-2026',
  password_confirmation: 'Brioche-2026',
});

async function register(body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/register', payload: body, headers });
}

async function registered(locale = 'en') {
  const body = newcomer();
  const response = await register(body, { 'accept-language': locale });
  expect(response.statusCode).toBe(201);
  const { data } = registerResponseSchema.parse(response.json());
  return { email: body.email, token: data.access_token, user: data.user };
}

const verify = (token: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/verify-otp', payload: { otp }, headers: bearer(token) });
const resend = (token: string, locale = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/v1/resend-otp', headers: { ...bearer(token), 'accept-language': locale } });

describe('POST /api/v1/register', () => {
  it('should create the organization and its owner, sign them in and email a code', async () => {
    const body = newcomer();
    const response = await register({ ...body, email: `  ${body.email.toUpperCase()} ` });

    expect(response.statusCode).toBe(201);
    const { data, message } = registerResponseSchema.parse(response.json());
    expect(message).toBe('Your account has been created. We sent a verification code to your email.');
    expect(data.user).toMatchObject({
      email: body.email,
      full_name: 'Zoé Dupré',
      role: 'super_manager',
      email_verified_at: null,
      is_password_updated: true,
      business_profile_token: false,
    });
    expect(data.roles).toEqual(['super_manager']);
    expect(data.permissions).toContain('organization.delete');
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'starcrew_session']);

    const [mail] = await outboxFor(t.app, body.email);
    expect(mail).toMatchObject({ template: 'verificationCode' });
    expect(mail?.subject).toMatch(/^\d{6} is your Starcrew verification code$/);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, data.user.id));
    expect(row?.action).toBe('auth.registered');
  });

  it('should write the email in the language of the request', async () => {
    const { email } = await registered('fr');
    const [mail] = await outboxFor(t.app, email);
    expect(mail?.subject).toMatch(/code/i);
    expect(mail?.body_text).toContain('Bonjour');
  });

  it('should refuse an email already in use, whatever its case', async () => {
    const { email } = await registered();
    const response = await register(newcomer(email.toUpperCase()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This email is already in use.'] });
  });

  it('should name each invalid field, in French too', async () => {
    const response = await register(
      { first_name: '', last_name: 'x'.repeat(51), email: 'nope', password: 'short' },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(422);
    const first = Object.fromEntries(
      Object.entries(response.json().errors as Record<string, string[]>).map(([key, messages]) => [key, [messages[0]]]),
    );
    expect(first).toEqual({
      first_name: ['Veuillez saisir votre prénom'],
      last_name: ['Le champ nom peut contenir au plus 50 caractères'],
      email: ['Veuillez saisir une adresse e-mail valide'],
      password: ['Le champ mot de passe doit contenir au moins 8 caractères'],
      password_confirmation: ['Veuillez saisir votre confirmation du mot de passe'],
    });
  });

  it('should say when the passwords do not match, and want a letter and a digit', async () => {
    const mismatch = await register({ ...newcomer(), password_confirmation: 'Brioche-2027' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const weak = await register({ ...newcomer(), password: 'onlyletters', password_confirmation: 'onlyletters' });
    expect(weak.json().errors).toEqual({ password: ['Please fill out the password correctly'] });
  });
});

describe('POST /api/v1/verify-otp', () => {
  it('should verify the email with the emailed code', async () => {
    const { email, token } = await registered();
    const response = await verify(token, await latestCode(t.app, email));
    expect(response.statusCode).toBe(200);
    const { data, message } = userResponseSchema.parse(response.json());
    expect(data.email_verified_at).not.toBeNull();
    expect(message).toBe('Your email address has been verified.');
    // Verified already: the same answer, nothing more to do.
    expect((await verify(token, '000000')).statusCode).toBe(200);
  });

  it('should refuse a wrong code, then lock the code after 5 wrong tries', async () => {
    const { email, token } = await registered();
    const code = await latestCode(t.app, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i += 1) {
      const response = await verify(token, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ otp: ['The code is invalid.'] });
    }
    expect((await verify(token, wrong)).json().errors.otp).toEqual(['Too many wrong codes. Please request a new one.']);
    expect((await verify(token, code)).json().errors.otp).toEqual(['Too many wrong codes. Please request a new one.']);
  });

  it('should refuse a code after 10 minutes', async () => {
    const { email, token } = await registered();
    const code = await latestCode(t.app, email);
    t.setNow(new Date(Date.now() + 10 * 60_000 + 1_000));
    try {
      const response = await verify(token, code);
      expect(response.json().errors).toEqual({ otp: ['The code has expired. Please request a new one.'] });
    } finally {
      t.setNow(undefined);
    }
  });

  it('should want 6 digits and a signed-in user', async () => {
    const { token } = await registered();
    expect((await verify(token, '12a456')).json().errors).toEqual({ otp: ['Please fill out the code correctly'] });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/verify-otp', payload: { otp: '123456' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/v1/resend-otp', () => {
  it('should wait 60 seconds between codes, then send one that replaces the last', async () => {
    const { email, token } = await registered();
    const first = await latestCode(t.app, email);

    const early = await resend(token, 'fr');
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Veuillez patienter (60|59) secondes avant de demander un nouveau code\.$/);

    t.setNow(new Date(Date.now() + 61_000));
    try {
      const response = await resend(token);
      expect(response.statusCode).toBe(200);
      expect(resendOtpResponseSchema.parse(response.json()).data).toEqual({ resend_available_in: 60, expires_in: 600 });
      const second = await latestCode(t.app, email);
      if (second !== first) expect((await verify(token, first)).statusCode).toBe(422);
      expect((await verify(token, second)).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('development outbox', () => {
  it('should list sent emails as a page', async () => {
    const { email } = await registered();
    const page = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    expect(page.body).toContain('is your Starcrew verification code');
  });

  it('should not exist in production unless asked for', async () => {
    const production = await createTestApp({ production: true });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('email over SMTP', () => {
  it('should send the code through the configured SMTP server', async () => {
    const smtp = await startSmtpCatcher();
    const app = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Starcrew <no-reply@starcrew.test>',
    });
    try {
      const body = newcomer();
      expect((await app.app.inject({ method: 'POST', url: '/api/v1/register', payload: body })).statusCode).toBe(201);
      const parsed = await simpleParser(smtp.messages[0]?.raw ?? '');
      expect(parsed.subject).toMatch(/^\d{6} is your Starcrew verification code$/);
      expect(parsed.text).toContain('Hello Zoé,');
      const [row] = await app.database.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.emailVerifiedAt).toBeNull();
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
