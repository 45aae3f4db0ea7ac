import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakePrice, type Json, StripeHttpError } from './fakeStripeBilling.ts';
import { type FakePromotionCode, FakeStripeState } from './fakeStripeResources.ts';
import {
  cancelSubscription,
  createSubscription,
  previewInvoice,
  updateSubscription,
} from './fakeStripeSubscriptions.ts';
import { type FormObject, parseForm } from './formEncoding.ts';

/**
 * A fake of Stripe's API on loopback, built from its public reference: form-encoded
 * bodies, `{ error: { type, code, message, param } }` errors with Stripe's statuses,
 * Idempotency-Key replay, Stripe-Version echoed. Only what the adapter calls.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
  headers: IncomingMessage['headers'];
}

export interface FakeStripeOptions {
  prices?: FakePrice[];
  promotionCodes?: FakePromotionCode[];
  /** Clock of the fake (subscription periods, invoice dates). */
  now?: () => Date;
}

export interface FakeStripeServer {
  host: string;
  port: number;
  state: FakeStripeState;
  requests: RecordedRequest[];
  /** An Event envelope as Stripe posts it to a webhook endpoint. */
  event(type: string, object: Json): Json;
  close(): Promise<void>;
}

export const FAKE_API_VERSION = '2026-10-28.endive';

/** One price per plan and interval, ids `price_<plan>_<interval>`, amounts of the catalogue. */
export function defaultFakePrices(): FakePrice[] {
  const plans = [
    ['essential', 'Essential', 2900],
    ['pro', 'Pro', 5900],
    ['network', 'Network', 9900],
  ] as const;
  return plans.flatMap(([id, name, monthly]) => [
    { id: `price_${id}_month`, unit_amount: monthly, interval: 'month' as const, product_name: name },
    { id: `price_${id}_year`, unit_amount: monthly * 10, interval: 'year' as const, product_name: name },
  ]);
}

type Route = (state: FakeStripeState, match: string[], query: FormObject, body: FormObject) => Json;

const ROUTES: Array<[string, RegExp, Route]> = [
  ['POST', /^\/v1\/customers$/, (s, _m, _q, b) => s.upsertCustomer(undefined, b)],
  ['POST', /^\/v1\/customers\/([^/]+)$/, (s, [id], _q, b) => s.upsertCustomer(id, b)],
  ['GET', /^\/v1\/customers\/([^/]+)\/tax_ids$/, (s, [id]) => listOf(`/v1/customers/${id}/tax_ids`, s.listTaxIds(id!))],
  ['POST', /^\/v1\/customers\/([^/]+)\/tax_ids$/, (s, [id], _q, b) => s.createTaxId(id!, b)],
  ['DELETE', /^\/v1\/customers\/([^/]+)\/tax_ids\/([^/]+)$/, (s, [id, taxId]) => s.deleteTaxId(id!, taxId!)],
  ['POST', /^\/v1\/setup_intents$/, (s, _m, _q, b) => s.createSetupIntent(b)],
  ['POST', /^\/v1\/subscriptions$/, (s, _m, _q, b) => createSubscription(s, b)],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (s, [id]) => s.subscription(id!)],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (s, [id], _q, b) => updateSubscription(s, id!, b)],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (s, [id]) => cancelSubscription(s, id!)],
  ['GET', /^\/v1\/invoices$/, (s, _m, q) => listOf('/v1/invoices', invoicesOf(s, q))],
  ['POST', /^\/v1\/invoices\/create_preview$/, (s, _m, _q, b) => previewInvoice(s, b)],
  ['GET', /^\/v1\/promotion_codes$/, (s, _m, q) => listOf('/v1/promotion_codes', s.findPromotionCodes(q))],
];

function listOf(url: string, data: Json[]): Json {
  return { object: 'list', url, has_more: false, data };
}

function invoicesOf(state: FakeStripeState, query: FormObject): Json[] {
  const customer = typeof query['customer'] === 'string' ? query['customer'] : undefined;
  const limit = Number(query['limit'] ?? 10);
  return state.invoices
    .filter((i) => customer === undefined || i['customer'] === customer)
    .slice()
    .reverse()
    .slice(0, limit);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripeServer(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
  const now = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const prices = new Map((options.prices ?? defaultFakePrices()).map((p) => [p.id, p]));
  const state = new FakeStripeState(prices, nowSeconds);
  for (const promo of options.promotionCodes ?? []) state.addPromotionCode(promo);
  const requests: RecordedRequest[] = [];
  // Idempotency-Key → the first answer, replayed for a retry with the same parameters.
  const idempotent = new Map<string, { hash: string; status: number; body: string }>();

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': state.id('req'), ...headers });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const query = parseForm(url.search.slice(1));
    const body = parseForm(raw);
    requests.push({ method, path: url.pathname, query, body, headers: req.headers });
    const version = { 'Stripe-Version': String(req.headers['stripe-version'] ?? FAKE_API_VERSION) };

    if (!/^Bearer sk_test_\w+$/.test(String(req.headers.authorization ?? ''))) {
      const error = { type: 'invalid_request_error', message: 'Invalid API Key provided.' };
      return send(res, 401, JSON.stringify({ error }), version);
    }
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const hash = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    if (typeof key === 'string') {
      const previous = idempotent.get(key);
      if (previous && previous.hash !== hash) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
        return send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message } }), version);
      }
      if (previous) return send(res, previous.status, previous.body, { ...version, 'Idempotent-Replayed': 'true' });
    }

    let status = 200;
    let payload: Json;
    const route = ROUTES.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    try {
      if (!route) {
        throw new StripeHttpError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        });
      }
      const match = url.pathname.match(route[1])!.slice(1);
      payload = route[2](state, match, query, body);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      payload = { error: error.error };
    }
    const text = JSON.stringify(payload);
    // Stripe stores the result of a keyed POST, errors included (except 5xx), and replays it.
    if (typeof key === 'string') idempotent.set(key, { hash, status, body: text });
    send(res, status, text, version);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    state,
    requests,
    event(type, object) {
      return {
        id: state.id('evt'),
        object: 'event',
        api_version: FAKE_API_VERSION,
        created: nowSeconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
