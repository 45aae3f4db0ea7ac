import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, outboxFor, signIn } from '../../../test/fixtures.ts';

// Issue 19, item 11: the reset link pointed to localhost:8080, not where the product is served.
// The app is built with the public URL as config.ts reads it from PUBLIC_URL (a trailing slash too).
const PUBLIC_URL = 'https://reviews.example.com/';

let t: TestApp;
beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'starcrew-links-')),
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL,
  });
  t = await createTestApp({ publicUrl: config.publicUrl });
});
afterAll(() => t.close());

/** Every http(s) address in an email's text. */
const linksIn = (text: string | undefined) => [...(text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe('links in emails', () => {
  it('should start the password-reset link with PUBLIC_URL', async () => {
    const user = await createUser(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email } });
    const mail = (await outboxFor(t.app, user.email)).find((m) => m.template === 'passwordReset');
    const links = linksIn(mail?.body_text);
    expect(links).toHaveLength(1);
    const link = new URL(links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://reviews.example.com/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/);
  });

  it('should start the sign-in link of a seller’s new password with PUBLIC_URL', async () => {
    const team = await createTeam(t.database.db, 'Org links');
    const owner = await signIn(t.app, team.owner.email);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manager/seller-reset-password/${team.seller.id}`,
      headers: bearer(owner),
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await outboxFor(t.app, team.seller.email)).find((m) => m.template === 'sellerInitialPassword');
    expect(linksIn(mail?.body_text)).toEqual(['https://reviews.example.com/login']);
  });
});
