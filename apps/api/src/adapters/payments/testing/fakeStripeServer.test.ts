import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from './fakeStripeServer.ts';
import { parseForm } from './formEncoding.ts';

let fake: FakeStripeServer;
const base = () => `http://${fake.host}:${fake.port}`;
const headers = { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  fake = await startFakeStripeServer();
});
afterAll(async () => {
  await fake.close();
});

describe('parseForm', () => {
  it('nests bracketed keys and turns indexed keys into arrays', () => {
    expect(parseForm('a[b]=c&items[1][price]=p2&items[0][price]=p1&expand[]=x&expand[]=y&name=A+B%26C')).toEqual({
      a: { b: 'c' },
      items: [{ price: 'p1' }, { price: 'p2' }],
      expand: ['x', 'y'],
      name: 'A B&C',
    });
  });
});

describe('fake Stripe server', () => {
  it('answers with Stripe error shape and status', async () => {
    const unauthorized = await fetch(`${base()}/v1/customers`, {
      method: 'POST',
      headers: { ...headers, Authorization: 'Bearer nope' },
    });
    const missing = await fetch(`${base()}/v1/subscriptions/sub_x`, { headers });
    const unknown = await fetch(`${base()}/v1/nothing`, { headers });

    expect(unauthorized.status).toBe(401);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such subscription: 'sub_x'",
        param: 'id',
      },
    });
    expect(unknown.status).toBe(404);
  });

  it('replays a keyed POST and refuses the key with other parameters', async () => {
    const post = (body: string, key: string) =>
      fetch(`${base()}/v1/customers`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': key }, body });

    const first = await post('name=A', 'k1');
    const again = await post('name=A', 'k1');
    const other = await post('name=B', 'k1');

    const json = async (r: Response) => (await r.json()) as { id?: string; error?: { type: string } };
    expect((await json(again)).id).toBe((await json(first)).id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(other.status).toBe(400);
    expect((await json(other)).error?.type).toBe('idempotency_error');
  });

  it('echoes the Stripe-Version it was asked for', async () => {
    const response = await fetch(`${base()}/v1/promotion_codes?code=X`, {
      headers: { ...headers, 'Stripe-Version': '2026-10-28.endive' },
    });

    expect(response.headers.get('stripe-version')).toBe('2026-10-28.endive');
    expect(await response.json()).toMatchObject({ object: 'list', data: [] });
  });
});
