import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTeam, signIn } from '../../test/fixtures.ts';
import { frenchCompany } from '../modules/billing/billing.fixtures.ts';

/**
 * A NUL or a lone surrogate in any string used to reach PostgreSQL, which refused the query: a
 * 500, and the SQL with its parameters in the log. The contract's field builders now refuse them
 * as a wrong value (422 on the field, spec section 5) on every route the probe found failing.
 */
let t: TestApp;
let token = '';
let locationId = '';
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  const team = await createTeam(t.database.db);
  token = await signIn(t.app, team.owner.email);
  const locations = await t.app.inject({ method: 'GET', url: '/api/v1/active-locations', headers: bearer(token) });
  locationId = (locations.json() as { data: { id: string }[] }).data[0]!.id;
  const info = await post('POST', '/manager/billing-info', frenchCompany);
  expect(info.statusCode).toBe(200);
});
afterAll(() => t.close());

function post(method: 'POST' | 'PUT', url: string, body: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    // JSON.stringify writes a lone surrogate as `\ud800`, which the server's parser reads back as one.
    payload: JSON.stringify(body),
  });
}

const badValues = {
  NUL: 'Bor\u0000deaux',
  'a lone high surrogate': 'Bordeaux \uD83D',
  'a lone low surrogate': '\uDE00',
};
const card = { setup_intent_id: 'seti_x', number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

/** Each route of the probe, with the field that carries the bad string. */
const cases: {
  route: string;
  method: 'POST' | 'PUT';
  url: () => string;
  field: string;
  body: (bad: string) => unknown;
}[] = [
  {
    route: 'update-profile',
    method: 'POST',
    url: () => '/update-profile',
    field: 'first_name',
    body: (bad) => ({ first_name: bad, last_name: 'Martin' }),
  },
  ...(['POST', 'PUT'] as const).map((method) => ({
    route: `billing-info (${method})`,
    method,
    url: () => '/manager/billing-info',
    field: 'city',
    body: (bad: string) => ({ ...frenchCompany, city: bad }),
  })),
  {
    route: 'subscriptions',
    method: 'POST',
    url: () => '/manager/subscriptions',
    field: 'payment_method_id',
    body: (bad) => ({ plan: 'pro', interval: 'month', payment_method_id: bad }),
  },
  {
    route: 'subscriptions (coupon)',
    method: 'POST',
    url: () => '/manager/subscriptions',
    field: 'coupon_code',
    body: (bad) => ({ plan: 'pro', interval: 'month', payment_method_id: 'pm_x', coupon_code: bad }),
  },
  {
    route: 'network-plans',
    method: 'POST',
    url: () => '/manager/network-plans',
    field: 'payment_method_id',
    body: (bad) => ({ location_ids: [randomUUID()], plan: 'pro', interval: 'month', payment_method_id: bad }),
  },
  {
    route: 'sandbox card',
    method: 'POST',
    url: () => '/manager/payments/sandbox/card',
    field: 'setup_intent_id',
    body: (bad) => ({ ...card, setup_intent_id: bad }),
  },
  {
    route: 'sandbox card (number)',
    method: 'POST',
    url: () => '/manager/payments/sandbox/card',
    field: 'number',
    body: (bad) => ({ ...card, number: bad }),
  },
  {
    route: 'rename-location',
    method: 'POST',
    url: () => `/manager/rename-location/${locationId}`,
    field: 'name',
    body: (bad) => ({ name: bad }),
  },
];

describe('a NUL or a lone surrogate in a string', () => {
  for (const { route, method, url, field, body } of cases) {
    for (const [what, bad] of Object.entries(badValues)) {
      it(`should answer 422 on ${field} of ${route} for ${what}`, async () => {
        const response = await post(method, url(), body(bad));
        expect(response.statusCode, response.body).toBe(422);
        const { errors } = response.json() as { errors: Record<string, string[]> };
        expect(errors[field]?.[0], response.body).toMatch(/^Please fill out the .+ correctly$/);
      });
    }
  }

  it('should answer 422 for a NUL in the id of the path (sandbox authenticate, rename-location)', async () => {
    for (const url of ['/manager/payments/sandbox/authenticate/seti%00x', '/manager/rename-location/abc%00']) {
      const response = await post('POST', url, url.includes('authenticate') ? { approve: true } : { name: 'Port' });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect((response.json() as { errors: Record<string, string[]> }).errors.id?.[0]).toMatch(/^Please fill out/);
    }
  });

  it('should have logged no failure at all', () => {
    expect(logged).toEqual([]);
  });
});
