import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginResponseSchema } from '@starcrew/contract';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, PASSWORD, signIn, uniqueEmail } from '../../../test/fixtures.ts';

const CLIENT_ID = 'starcrew-test.apps.googleusercontent.com';

/** Google's JWKS endpoint, played on loopback with keys made for the test. */
let jwks: Server;
let jwksUrl: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createTestApp({ google: { clientId: CLIENT_ID, jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

async function idToken(
  claims: Claims,
  options: { key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: string; kid?: string } = {},
) {
  return new SignJWT({ email_verified: true, given_name: 'Inès', family_name: 'Moreau', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(claims.sub ?? `g-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

const google = (token?: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/login-with-google', headers: token ? { 'google-token': token } : {} });

describe('POST /api/v1/login-with-google', () => {
  it('should create an organization for a new Google account, verified, then sign the same account in again', async () => {
    const email = uniqueEmail('google');
    const token = await idToken({ sub: `sub-${email}`, email, picture: 'https://lh3.googleusercontent.com/a/photo' });
    const first = await google(token);
    expect(first.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(first.json());
    expect(data.user).toMatchObject({
      email,
      full_name: 'Inès Moreau',
      role: 'super_manager',
      image: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(data.user.email_verified_at).not.toBeNull();

    const again = loginResponseSchema.parse((await google(await idToken({ sub: `sub-${email}`, email }))).json());
    expect(again.data.user.id).toBe(data.user.id);
    // No password was ever chosen: password sign-in fails like a wrong password.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: 'x' } });
    expect(login.statusCode).toBe(422);
  });

  it('should link an existing account by its verified email', async () => {
    const user = await createUser(t.database.db, { role: 'manager' });
    const response = await google(await idToken({ email: user.email.toUpperCase() }));
    expect(loginResponseSchema.parse(response.json()).data.user).toMatchObject({ id: user.id, role: 'manager' });
    await signIn(t.app, user.email, PASSWORD);
  });

  it('should refuse tokens that are forged, expired, for another client or issuer, or unverified', async () => {
    const email = uniqueEmail('google');
    const cases = [
      await idToken({ email }, { key: strangerKey }),
      await idToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ email }, { issuer: 'https://evil.example' }),
      await idToken({ email }, { expiresIn: '-5min' }),
      await idToken({ email }, { kid: 'unknown-key' }),
      'not.a.jwt',
    ];
    for (const token of cases) {
      const response = await google(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ message: 'Google sign-in failed. Please try again.' });
    }
    const unverified = await google(await idToken({ email, email_verified: false }));
    expect(unverified.json()).toEqual({ message: 'Your Google email address is not verified.' });
    expect((await google()).statusCode).toBe(401);
  });

  it('should refuse an email already linked to another Google account', async () => {
    const email = uniqueEmail('google');
    expect((await google(await idToken({ sub: 'first-sub-1', email }))).statusCode).toBe(200);
    expect((await google(await idToken({ sub: 'second-sub-2', email }))).statusCode).toBe(401);
  });

  it('should answer 404 when Google sign-in is not configured, and tell the apps so', async () => {
    const plain = await createTestApp();
    try {
      const response = await google(await idToken({ email: uniqueEmail() }), plain.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Google sign-in is not enabled.' });
      const config = await plain.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(config.json()).toEqual({
        data: { google_client_id: null, payments: { provider: 'sandbox', stripe_publishable_key: null } },
      });
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toEqual({
      data: { google_client_id: CLIENT_ID, payments: { provider: 'sandbox', stripe_publishable_key: null } },
    });
  });
});
