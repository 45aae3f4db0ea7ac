import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, outboxFor, PASSWORD, uniqueEmail } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    headers: { 'accept-language': locale },
  });

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ip, payload: { email, password } });

const OWNER_ADDRESS = '198.51.100.20';
const STRANGER = '203.0.113.66';

describe('sign-in attempts limit', () => {
  it('should answer 429 after 5 failures for an email from one address, even with the right password, until 15 minutes pass', async () => {
    const user = await createUser(t.database.db);
    const start = new Date();
    t.setNow(start);
    try {
      for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Wrong-password-1')).statusCode).toBe(422);

      const limited = await login(user.email.toUpperCase(), PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
      const french = await login(user.email, PASSWORD, 'fr');
      expect(french.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 15 minutes.');

      t.setNow(new Date(start.getTime() + 14 * 60_000));
      expect((await login(user.email, PASSWORD)).json().message).toContain('in 1 minute.');

      t.setNow(new Date(start.getTime() + 15 * 60_000 + 1_000));
      expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('should limit an unknown email the same way, so the limit reveals no account', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) await login(email, 'Wrong-password-1');
    expect((await login(email, 'Wrong-password-1')).statusCode).toBe(429);
  });

  it('should forget earlier failures after a successful sign-in', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong-password-1');
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong-password-1');
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('a stranger guessing a password', () => {
  it("should not stop the owner signing in from the owner's address, and keep the stranger throttled", async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom(STRANGER, user.email, `Guess-${i}-password`)).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1)
      expect((await loginFrom(STRANGER, user.email, `Guess-x${i}-password`)).statusCode).toBe(429);

    expect((await loginFrom(OWNER_ADDRESS, user.email, PASSWORD)).statusCode).toBe(200);
    // The owner's success does not lift the stranger's limit: it is the stranger's own.
    expect((await loginFrom(STRANGER, user.email, PASSWORD)).statusCode).toBe(429);
  });

  it('should cap the guesses on an email from many addresses, except from an address it signed in from, until a reset', async () => {
    const user = await createUser(t.database.db);
    expect((await loginFrom(OWNER_ADDRESS, user.email, PASSWORD)).statusCode).toBe(200);
    // 20 addresses, 5 guesses each: within each address's limit, and the 100 the email allows.
    for (let a = 0; a < 20; a += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await loginFrom(`192.0.2.${a + 1}`, user.email, `Guess-${a}-${i}-pw`)).statusCode).toBe(422);
      }
    }
    const fresh = await loginFrom('192.0.2.200', user.email, PASSWORD);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ message: 'Too many attempts. Please try again in 1,440 minutes.' });
    expect((await loginFrom(OWNER_ADDRESS, user.email, PASSWORD)).statusCode).toBe(200);

    // The reset link works throughout, and a reset lifts the limit on the email everywhere.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      remoteAddress: '192.0.2.200',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = (await outboxFor(t.app, user.email)).find((m) => m.template === 'passwordReset');
    const link = new URL(/http:\/\/starcrew\.test\/reset-password\?\S+/.exec(mail?.body_text ?? '')?.[0] ?? 'http://x');
    const password = 'Croissant-77';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      remoteAddress: '192.0.2.200',
      payload: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password,
        password_confirmation: password,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom('192.0.2.200', user.email, password)).statusCode).toBe(200);
    expect((await loginFrom('192.0.2.1', user.email, password)).statusCode).toBe(200);
  });
});

describe('sign-in limit per address', () => {
  it('should answer 429 to an address that tries too many emails, and not to another address', async () => {
    // Scaled down from 100 to 5 attempts per 15 minutes, so the test stays short.
    const strict = await createTestApp({ rateLimitScale: 0.05 });
    try {
      const from = (ip: string, email: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress: ip,
          payload: { email, password: 'Wrong-password-1' },
        });
      for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.7', uniqueEmail())).statusCode).toBe(422);
      expect((await from('203.0.113.7', uniqueEmail())).statusCode).toBe(429);
      expect((await from('198.51.100.2', uniqueEmail())).statusCode).toBe(422);
    } finally {
      await strict.close();
    }
  });
});

describe('the cost of a refused sign-in', () => {
  it('should hash no password for an attempt past the limit, and let no more than the limit through at once', async () => {
    let verified = 0;
    const counting = await createTestApp({
      passwords: {
        hash: async (password) => `counted:${password}`,
        verify: async (hash, password) => {
          verified += 1;
          return hash === `counted:${password}`;
        },
      },
    });
    try {
      const email = uniqueEmail('target');
      const attempt = () =>
        counting.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress: STRANGER,
          payload: { email, password: 'Wrong-password-1' },
        });
      const statuses = (await Promise.all(Array.from({ length: 20 }, attempt))).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const before = verified;
      for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(429);
      expect(verified).toBe(before);
    } finally {
      await counting.close();
    }
  });
});
