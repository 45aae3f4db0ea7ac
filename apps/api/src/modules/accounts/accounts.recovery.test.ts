import { messageResponseSchema } from '@starcrew/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createUser, outboxFor, PASSWORD, signIn, uniqueEmail } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Croissant-77';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, headers });
const reset = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: body });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

/** The token and email of the latest reset link sent to an address. */
async function resetLink(email: string) {
  const mail = (await outboxFor(t.app, email)).find((m) => m.template === 'passwordReset');
  const href = /http:\/\/starcrew\.test\/reset-password\?\S+/.exec(mail?.body_text ?? '')?.[0];
  if (!href) throw new Error(`no reset link for ${email}`);
  const url = new URL(href);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

const withPassword = (link: { token: string; email: string }, password = NEW_PASSWORD) => ({
  ...link,
  password,
  password_confirmation: password,
});

describe('POST /api/v1/forgot-password', () => {
  it('should answer alike for a known and an unknown email, and mail only the known one', async () => {
    const user = await createUser(t.database.db);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const other = await forgot(unknown);

    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(other.json());
    expect(messageResponseSchema.parse(known.json()).message).toBe(
      'If an account exists for this email, we have sent a password reset link.',
    );
    expect((await outboxFor(t.app, user.email)).map((m) => m.template)).toEqual(['passwordReset']);
    expect(await outboxFor(t.app, unknown)).toEqual([]);
  });

  it('should limit requests per email, for unknown emails too', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('should want a valid email', async () => {
    const response = await forgot('not-an-email', { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Veuillez saisir une adresse e-mail valide'] });
  });
});

describe('POST /api/v1/reset-password', () => {
  it('should set the new password once, sign out every session and refuse the link again', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    await forgot(user.email);
    const link = await resetLink(user.email);

    const response = await reset(withPassword(link));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your password has been reset. You can now sign in.');
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(422);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(withPassword(link, 'Another-pass-1'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });

  it('should refuse a link after 60 minutes, and a link for another email', async () => {
    const user = await createUser(t.database.db);
    await forgot(user.email);
    const link = await resetLink(user.email);
    expect((await reset(withPassword({ ...link, email: uniqueEmail() }))).statusCode).toBe(422);
    t.setNow(new Date(Date.now() + 60 * 60_000 + 1_000));
    try {
      expect((await reset(withPassword(link))).json().errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
    } finally {
      t.setNow(undefined);
    }
  });

  it('should spend every earlier link when one is used', async () => {
    const user = await createUser(t.database.db);
    await forgot(user.email);
    const first = await resetLink(user.email);
    await forgot(user.email);
    const second = await resetLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(withPassword(second))).statusCode).toBe(200);
    expect((await reset(withPassword(first))).statusCode).toBe(422);
  });

  it('should check the new password like registration does', async () => {
    const response = await reset({ token: 'x', email: 'a@b.co', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password[0]).toBe('Password must be at least 8 characters long');
  });
});
