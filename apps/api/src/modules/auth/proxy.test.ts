import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { uniqueEmail } from '../../../test/fixtures.ts';

// Scaled from 100 sign-ins and 30 sign-ups per address to 5 and 2, so the tests stay short.
const scale = 0.05;
const PEER = '192.0.2.10';

const wrongSignIn = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: PEER,
    payload: { email: uniqueEmail(), password: 'Wrong-password-1' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const register = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    remoteAddress: PEER,
    payload: {
      first_name: 'Zoé',
      last_name: 'Dupré',
      email: uniqueEmail('owner'),
      password: 'Brioche-2026',
      password_confirmation: 'Brioche-2026',
    },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: scale });
  });
  afterAll(() => t.close());

  it('should count sign-ins by the TCP peer, whatever address the header claims', async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrongSignIn(t, `203.0.113.${i}`)).statusCode).toBe(422);
    expect((await wrongSignIn(t, '203.0.113.99')).statusCode).toBe(429);
    expect((await wrongSignIn(t, '203.0.113.100, 198.51.100.1')).statusCode).toBe(429);
  });

  it('should count sign-ups by the TCP peer too', async () => {
    for (let i = 0; i < 2; i += 1) expect((await register(t, `203.0.113.${i}`)).statusCode).toBe(201);
    expect((await register(t, '203.0.113.99')).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For from a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: scale, trustProxy: ['192.0.2.0/24'] });
  });
  afterAll(() => t.close());

  it('should count each forwarded client on its own', async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrongSignIn(t, '203.0.113.7')).statusCode).toBe(422);
    expect((await wrongSignIn(t, '203.0.113.7')).statusCode).toBe(429);
    expect((await wrongSignIn(t, '203.0.113.8')).statusCode).toBe(422);
  });

  it('should not believe the header from a peer that is not a configured proxy', async () => {
    const stranger = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        remoteAddress: '198.51.100.50',
        payload: {
          first_name: 'Zoé',
          last_name: 'Dupré',
          email: uniqueEmail('owner'),
          password: 'Brioche-2026',
          password_confirmation: 'Brioche-2026',
        },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 2; i += 1) expect((await stranger(`203.0.113.${i}`)).statusCode).toBe(201);
    expect((await stranger('203.0.113.99')).statusCode).toBe(429);
  });
});
