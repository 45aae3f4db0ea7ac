import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTeam, PASSWORD, type Team } from '../../test/fixtures.ts';
import { DOCS_PREFIX } from '../plugins/swagger.ts';
import { listRoutes, urlOf } from './routes.ts';

/**
 * Security headers and cookie flags on every kind of answer of a production server: the
 * built apps' pages and assets, API answers, errors, 404s, and every route of the server called
 * as a stranger. What is checked is what the server sends today (plugins/security.ts,
 * lib/session-cookies.ts): a change that drops one fails here.
 */

/** Headers every answer carries, with their value today (helmet with our options). */
const EVERY_ANSWER: Record<string, string | RegExp> = {
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'origin-agent-cluster': '?1',
};

/** Directives of our policy that must stay (Swagger UI's pages send their own policy). */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  'upgrade-insecure-requests',
];

function builtApp(root: string, title: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1);');
  return root;
}

let t: TestApp;
let team: Team;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-probe-static-'));
  t = await createTestApp({
    production: true,
    staticDirs: { console: builtApp(join(dir, 'console'), 'Console'), reviewForm: builtApp(join(dir, 'form'), 'Form') },
  });
  team = await createTeam(t.database.db, 'Headers Org');
});
afterAll(() => t?.close());

function expectSecured(what: string, response: LightMyRequestResponse): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) {
    const header = String(response.headers[name] ?? '');
    if (typeof value === 'string') expect(header, `${what}: ${name}`).toBe(value);
    else expect(header, `${what}: ${name}`).toMatch(value);
  }
  expect(response.headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
  const policy = String(response.headers['content-security-policy'] ?? '');
  expect(policy, `${what}: content-security-policy`).not.toBe('');
  if (what.includes(DOCS_PREFIX)) return;
  expect(policy, what).not.toContain('unsafe-inline');
  expect(policy, what).not.toContain('unsafe-eval');
  // A page with a stricter policy of its own (the sandbox consent page allows nothing by default).
  const own = policy.includes("default-src 'none'") ? ["default-src 'none'", "frame-ancestors 'none'"] : POLICY;
  for (const directive of own) expect(policy, `${what}: ${directive}`).toContain(directive);
}

describe('headers and cookies on every kind of answer', () => {
  it('should secure pages, assets, API answers, errors and 404s alike', async () => {
    const kinds: Array<[string, string, string?]> = [
      ['GET', '/'],
      ['GET', '/manager/dashboard'],
      ['GET', '/reviews/3f1c/ABCD42'],
      ['GET', '/assets/app-1a2b.js'],
      ['GET', '/assets/gone-9z9z.js'],
      ['GET', '/api/v1/config'],
      ['GET', '/api/v1/unknown'],
      ['GET', '/api/v1/user'],
      ['POST', '/api/v1/login', '{'],
      ['POST', '/api/v1/login', '{}'],
      ['GET', `${DOCS_PREFIX}/json`],
      ['GET', DOCS_PREFIX],
    ];
    for (const [method, url, payload] of kinds) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expectSecured(`${method} ${url} (${response.statusCode})`, response);
    }
  });

  it('should secure the answer of every route of the server, called as a stranger', async () => {
    const routes = await listRoutes(t.app);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method,
        url: urlOf(route, {}),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expectSecured(`${route.key} (${response.statusCode})`, response);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('should set and clear the session cookies HttpOnly (the session), Secure and SameSite=Lax', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: team.owner.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectSecured('login', login);
    const set = [login.headers['set-cookie']].flat().map(String);
    const session = set.find((c) => c.startsWith('starcrew_session='));
    const xsrf = set.find((c) => c.startsWith('XSRF-TOKEN='));
    for (const cookie of [session, xsrf]) {
      expect(cookie).toBeDefined();
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
    }
    expect(session).toContain('HttpOnly');
    // The console reads the XSRF cookie to echo it in a header: it cannot be HttpOnly.
    expect(xsrf).not.toContain('HttpOnly');

    const value = (cookie: string | undefined) => cookie?.split(';')[0] ?? '';
    const xsrfToken = decodeURIComponent(value(xsrf).slice('XSRF-TOKEN='.length));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie: `${value(session)}; ${value(xsrf)}`, 'x-xsrf-token': xsrfToken },
    });
    expect(logout.statusCode).toBe(200);
    expectSecured('logout', logout);
    const cleared = [logout.headers['set-cookie']].flat().map(String);
    const clearedSession = cleared.find((c) => c.startsWith('starcrew_session='));
    expect(clearedSession).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(clearedSession).toContain('HttpOnly');
    expect(clearedSession).toContain('Secure');
  });
});
