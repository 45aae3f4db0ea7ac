import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';

/**
 * Bad input generated for every request schema of the account calls: whatever arrives,
 * the answer is never a 5xx, and a 422 names only fields of the request (or `form`).
 */
let t: TestApp;
let team: Team;
const tokens: Record<'owner' | 'manager' | 'seller', string> = { owner: '', manager: '', seller: '' };

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db);
  tokens.owner = await signIn(t.app, team.owner.email);
  tokens.manager = await signIn(t.app, team.manager.email);
  tokens.seller = await signIn(t.app, team.seller.email);
});
afterAll(() => t.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Values that are wrong in every way a client can be wrong, plus some that are right. */
const value = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 70 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom('', ' ', 'Valid-pass-12', 'fr', 'en', 'x'.repeat(300), '__proto__', 'delete'),
);

/** A body with some of the schema's fields (any value) and stray ones, or no object at all. */
const body = (fields: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

function expectSound(status: number, payload: string, fields: string[]) {
  expect(status, payload).toBeLessThan(500);
  if (status !== 422) return;
  const json = JSON.parse(payload) as { message: unknown; errors: Record<string, unknown> };
  expect(typeof json.message).toBe('string');
  const keys = Object.keys(json.errors);
  expect(keys.length, payload).toBeGreaterThan(0);
  for (const key of keys) {
    expect([...fields, 'form'], payload).toContain(key.split('.')[0]);
    const messages = json.errors[key] as unknown[];
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(typeof m === 'string' && m.length > 0 && !m.startsWith('{'), payload).toBe(true);
  }
}

interface Route {
  method: 'POST' | 'GET';
  url: (id: string) => string;
  fields: string[];
  token?: keyof typeof tokens;
}

const routes: Record<string, Route> = {
  login: { method: 'POST', url: () => '/api/v1/login', fields: ['email', 'password', 'remember_me'] },
  register: {
    method: 'POST',
    url: () => '/api/v1/register',
    fields: ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'organization_name', 'locale'],
  },
  'forgot-password': { method: 'POST', url: () => '/api/v1/forgot-password', fields: ['email'] },
  'reset-password': {
    method: 'POST',
    url: () => '/api/v1/reset-password',
    fields: ['token', 'email', 'password', 'password_confirmation'],
  },
  'verify-otp': { method: 'POST', url: () => '/api/v1/verify-otp', fields: ['otp'], token: 'owner' },
  'update-profile': {
    method: 'POST',
    url: () => '/api/v1/update-profile',
    fields: ['first_name', 'last_name', 'email', 'locale'],
    token: 'manager',
  },
  'change-password': {
    method: 'POST',
    url: () => '/api/v1/change-password',
    fields: ['current_password', 'password', 'password_confirmation'],
    token: 'manager',
  },
  'seller/change-password': {
    method: 'POST',
    url: (id) => `/api/v1/seller/change-password/${encodeURIComponent(id)}`,
    fields: ['current_password', 'password', 'password_confirmation'],
    token: 'seller',
  },
  'manager/delete-account': {
    method: 'POST',
    url: () => '/api/v1/manager/delete-account',
    fields: ['confirmation'],
    token: 'owner',
  },
  'manager/seller-reset-password': {
    method: 'GET',
    url: (id) => `/api/v1/manager/seller-reset-password/${encodeURIComponent(id)}`,
    fields: [],
    token: 'manager',
  },
};

describe('generated bad input', () => {
  for (const [name, route] of Object.entries(routes)) {
    it(`should never fail with a 5xx, and name the fields of each 422: ${name}`, async () => {
      const id = fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.constant(team.otherSeller.id));
      await fc.assert(
        fc.asyncProperty(body(route.fields), id, async (input, pathId) => {
          const response = await t.app.inject({
            method: route.method,
            url: route.url(pathId || 'x'),
            headers: {
              'content-type': 'application/json',
              ...(route.token ? bearer(tokens[route.token]) : {}),
            },
            ...(route.method === 'POST' ? { payload: JSON.stringify(input) } : {}),
          });
          expectSound(response.statusCode, response.body, route.fields);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('should never fail with a 5xx on uploads of arbitrary bytes or headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.string({ maxLength: 40 }), async (bytes, type) => {
        const boundary = 'fuzz-boundary';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x"\r\nContent-Type: ${type.replace(/[\r\n]/g, '')}\r\n\r\n`,
          ),
          Buffer.from(bytes),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/update-image',
          headers: { ...bearer(tokens.manager), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expectSound(response.statusCode, response.body, ['image']);
      }),
      { numRuns: 100 },
    );
  });

  it('should never fail with a 5xx on arbitrary Google tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (token) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/login-with-google',
          headers: { 'google-token': token.replace(/[^\x20-\x7e]/g, '') },
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
