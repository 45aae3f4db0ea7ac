import {
  currentUserResponseSchema,
  errorBodySchema,
  loginResponseSchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { hashAccessToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, PASSWORD, uniqueEmail } from '../../../test/fixtures.ts';

const verify = vi.fn(argon2Hasher.verify);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ passwords: { hash: argon2Hasher.hash, verify } });
});
afterAll(() => t.close());

function login(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/login', payload: body as object, headers });
}

async function signIn(email: string, rememberMe = false): Promise<string> {
  const response = await login({ email, password: PASSWORD, remember_me: rememberMe });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json()).data.access_token;
}

const currentUser = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/v1/login', () => {
  it('should answer the session data of the contract', async () => {
    const user = await createUser(t.database.db, { role: 'manager' });
    const response = await login({ email: user.email, password: PASSWORD });

    expect(response.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(response.json());
    expect(data.user).toMatchObject({ id: user.id, email: user.email, full_name: 'Camille Test', role: 'manager' });
    expect(data.roles).toEqual(['manager']);
    expect(data.permissions).toContain('reviews.reply');
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('should find the account whatever the case of the email', async () => {
    const user = await createUser(t.database.db);
    const response = await login({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('should answer a wrong password and an unknown email alike, after the same work', async () => {
    const user = await createUser(t.database.db);
    verify.mockClear();
    const wrongPassword = await login({ email: user.email, password: 'Not-the-password-1' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'Not-the-password-1' });

    // Both verify one argon2 hash (a dummy one for the unknown email), so timing tells nothing.
    expect(verify).toHaveBeenCalledTimes(2);
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('should say so in French when the reader asks for French', async () => {
    const response = await login({ email: uniqueEmail(), password: 'x' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.json()).toEqual({
      message: 'Ces identifiants ne correspondent à aucun compte.',
      errors: { email: ['Ces identifiants ne correspondent à aucun compte.'] },
    });
  });

  it('should refuse an inactive account once the password is right', async () => {
    const user = await createUser(t.database.db, { status: 'inactive' });
    const response = await login({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['This account is inactive. Please contact your manager.']);
  });

  it('should report each invalid field in English', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(validationErrorBodySchema.parse(response.json())).toEqual({
      message: 'Please enter a valid email',
      errors: { email: ['Please enter a valid email'], password: ['Please enter your password'] },
    });
  });

  it('should report each invalid field in French', async () => {
    const response = await login({ email: '', password: 'x' }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Veuillez saisir votre adresse e-mail',
      errors: { email: ['Veuillez saisir votre adresse e-mail'] },
    });
  });

  it('should treat a missing body as empty fields', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/login' });
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    for (const response of [bare, emptyJson]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: ['Please enter your email'],
        password: ['Please enter your password'],
      });
    }
  });

  it('should answer 400, not 500, to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe('The request body is not valid JSON.');
  });

  it('should keep a remembered session 30 days and another 12 hours', async () => {
    const user = await createUser(t.database.db);
    const lifetimeOf = async (token: string) => {
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashAccessToken(token)));
      if (!row) throw new Error('no session row');
      return (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    };
    expect(await lifetimeOf(await signIn(user.email, true))).toBe(30 * 24);
    expect(await lifetimeOf(await signIn(user.email, false))).toBe(12);
  });
});

describe('GET /api/v1/user', () => {
  it('should answer the signed-in user', async () => {
    const user = await createUser(t.database.db, { role: 'seller' });
    const response = await currentUser(await signIn(user.email));
    expect(response.statusCode).toBe(200);
    expect(currentUserResponseSchema.parse(response.json()).data).toMatchObject({ id: user.id, role: 'seller' });
  });

  it('should answer 401 without a token or with an unknown one', async () => {
    for (const response of [await currentUser(), await currentUser('made-up-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please login to continue' });
    }
  });

  it('should answer 401 once the token has expired', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(user.email);
    t.setNow(new Date(Date.now() + 12 * 3_600_000 + 1_000));
    try {
      expect((await currentUser(token)).statusCode).toBe(401);
    } finally {
      t.setNow(undefined);
    }
    expect((await currentUser(token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/logout', () => {
  it('should revoke the token it was called with, and only that one', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(user.email);
    const other = await signIn(user.email);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, message: 'Vous avez été déconnecté.' });
    expect((await currentUser(token)).statusCode).toBe(401);
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('should answer 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout' });
    expect(response.statusCode).toBe(401);
  });
});
