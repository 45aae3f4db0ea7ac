import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, settle } from '../../../test/fixtures.ts';

interface Entry {
  channel: string;
  to: string;
  subject: string | null;
  template: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
}

describe('the development outbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });

  it('should list the emails the server would have sent, newest first, filtered by recipient', async () => {
    const [first, second] = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    expect((await forgot(first.email)).statusCode).toBe(200);
    await settle(t.app);
    expect((await forgot(second.email)).statusCode).toBe(200);
    await settle(t.app);

    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json' });
    expect(all.statusCode).toBe(200);
    const entries = all.json().data as Entry[];
    expect(entries.map((e) => e.to).slice(0, 2)).toEqual([second.email, first.email]);

    // The filter ignores case and spaces around the address.
    const url = `/api/dev/outbox.json?to=${encodeURIComponent(`  ${first.email.toUpperCase()} `)}`;
    const mine = (await t.app.inject({ method: 'GET', url })).json().data as Entry[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ channel: 'email', to: first.email, template: 'passwordReset' });
    expect(mine[0]?.body_text).toContain('/reset-password?token=');
    expect(mine[0]?.body_html).toContain('<html');
    expect(Number.isNaN(Date.parse(mine[0]?.created_at ?? ''))).toBe(false);

    const one = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json?limit=1' })).json().data as Entry[];
    expect(one.map((e) => e.to)).toEqual([second.email]);
  });

  it('should show them as a page that runs no script, the emails in sandboxed frames', async () => {
    const user = await createUser(t.database.db);
    await forgot(user.email);
    await settle(t.app);
    const page = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(user.email);
    expect(page.body).toContain('<iframe');
    expect(page.body).toContain('sandbox=""');
    // The email's HTML is escaped into srcdoc, never inlined into the page.
    expect(page.body).not.toMatch(/<body[^>]*>[\s\S]*<body/);
  });

  it('should refuse a limit out of range with 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json?limit=0' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json?limit=500' })).statusCode).toBe(422);
  });
});

describe('the development outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('should not exist: both forms answer 404, and the API document does not list them', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Outbox');
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
  });
});
