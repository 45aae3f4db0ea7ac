import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, PASSWORD, uniqueEmail } from '../../../test/fixtures.ts';

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

describe('sign-in attempts limit', () => {
  it('should answer 429 after 5 failures for an email, even with the right password, until 15 minutes pass', async () => {
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
