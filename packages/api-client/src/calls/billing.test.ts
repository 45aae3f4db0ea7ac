import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import { errorMessages } from '../errors/toApiError.ts';
import {
  makeBillingInfo,
  makeBillingInfoRequest,
  makeBillingProfile,
  makeCard,
  makeCoupon,
  makeCurrentPlan,
  makeInvoice,
  makePlansResponse,
  makeSubscriptionInfo,
  makeTotals,
  subscriptionId,
} from '../test/billing.fixtures.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  activateNetworkPlans,
  applyCoupon,
  authenticateSandboxCard,
  billingInfo,
  cancelSubscription,
  changeSubscription,
  confirmSandboxCard,
  currentPlan,
  deleteSubscription,
  invoices,
  plans,
  previewTotals,
  saveBillingInfo,
  setupIntent,
  subscribe,
  subscriptionInfo,
} from './billing.ts';

const setup = loopbackClients();

const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { data, message } });
/** An id as a path segment would break it: a slash, a space, a query and a fragment. */
const awkwardId = 'sub/1 ?#';
const awkwardIdEncoded = 'sub%2F1%20%3F%23';

const plansPage = makePlansResponse();
const trial = makeCurrentPlan({
  trial_ends_at: '2026-12-08T09:00:00.000Z',
  current_period_end: '2026-12-08T09:00:00.000Z',
});
const yearly = makeCurrentPlan({ plan: 'network', interval: 'year' });
const ending = makeCurrentPlan({ cancel_at_period_end: true, canceled_at: '2026-11-24T20:00:00.000Z' });
const info = makeBillingInfo();
const card = {
  setup_intent_id: 'seti_1',
  number: '4000 0025 0000 3155',
  exp_month: '12',
  exp_year: '2030',
  cvc: '123',
};
const applied = { coupon: makeCoupon(), totals: makeTotals({ discount: 3540, tax: 2832, total: 16992 }) };
const invoicePage = {
  data: [makeInvoice(), makeInvoice({ id: 'in_0', number: null, status: 'open', paid_at: null, url: null })],
  pagination: { current_page: 2, last_page: 3, per_page: 25, from: 26, to: 27, total: 52 },
};
const locationIds = ['6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b', '0b8e7f3c-2a41-4d9e-b6c5-7e3f2d1c0a99'];

interface Case {
  name: string;
  reply: Reply;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  /** The JSON body sent; none when absent. */
  body?: unknown;
  result: unknown;
  /** A body that breaks the contract's schema in one place, as a faulty server would send it. */
  invalid: unknown;
}

const cases: Case[] = [
  {
    name: 'plans',
    reply: { status: 200, body: plansPage },
    call: (c) => plans(c, 'year'),
    method: 'GET',
    url: '/api/v1/manager/plans?interval=year',
    result: plansPage,
    invalid: { ...plansPage, data: [{ ...plansPage.data[1], id: 'enterprise' }] },
  },
  {
    name: 'plans without an interval',
    reply: { status: 200, body: plansPage },
    call: (c) => plans(c),
    method: 'GET',
    url: '/api/v1/manager/plans',
    result: plansPage,
    invalid: { data: plansPage.data },
  },
  {
    name: 'currentPlan (a trial is active with trial_ends_at)',
    reply: ok(trial),
    call: (c) => currentPlan(c),
    method: 'GET',
    url: '/api/v1/manager/current-plan',
    result: trial,
    invalid: { data: { ...trial, subscription: { ...trial.subscription, status: 'trialing' } } },
  },
  {
    name: 'billingInfo',
    reply: ok(info),
    call: (c) => billingInfo(c),
    method: 'GET',
    url: '/api/v1/manager/billing-info',
    result: info,
    invalid: { data: { profile: { ...info.profile, vat_number: undefined }, billing_info: null } },
  },
  {
    name: 'saveBillingInfo (create)',
    reply: { status: 201, body: { data: info, message: 'Billing information saved.' } },
    call: (c) => saveBillingInfo(c, makeBillingInfoRequest()),
    method: 'POST',
    url: '/api/v1/manager/billing-info',
    body: makeBillingInfoRequest(),
    result: { data: info, message: 'Billing information saved.' },
    invalid: { data: makeBillingProfile() },
  },
  {
    name: 'saveBillingInfo (update)',
    reply: ok(makeBillingInfo(makeBillingProfile({ vat_number: null }))),
    call: (c) => saveBillingInfo(c, makeBillingInfoRequest({ vat_number: null }), 'update'),
    method: 'PUT',
    url: '/api/v1/manager/billing-info',
    body: makeBillingInfoRequest({ vat_number: null }),
    result: { data: makeBillingInfo(makeBillingProfile({ vat_number: null })), message: undefined },
    invalid: { data: { profile: null } },
  },
  {
    name: 'setupIntent',
    reply: ok({ setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_x', provider: 'sandbox' }),
    call: (c) => setupIntent(c),
    method: 'POST',
    url: '/api/v1/manager/subscriptions/setup-intent',
    result: { setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_x', provider: 'sandbox' },
    invalid: { data: { setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_x', provider: 'paypal' } },
  },
  {
    name: 'confirmSandboxCard (a 3-D Secure card)',
    reply: ok({ status: 'requires_action', setup_intent_id: 'seti_1' }),
    call: (c) => confirmSandboxCard(c, card),
    method: 'POST',
    url: '/api/v1/manager/payments/sandbox/card',
    body: card,
    result: { status: 'requires_action', setup_intent_id: 'seti_1' },
    invalid: { data: { status: 'processing', setup_intent_id: 'seti_1' } },
  },
  {
    name: 'authenticateSandboxCard',
    reply: ok({ status: 'succeeded', payment_method_id: 'pm_1', card: makeCard() }),
    call: (c) => authenticateSandboxCard(c, awkwardId, true),
    method: 'POST',
    url: `/api/v1/manager/payments/sandbox/authenticate/${awkwardIdEncoded}`,
    body: { approve: true },
    result: { status: 'succeeded', payment_method_id: 'pm_1', card: makeCard() },
    invalid: { data: { status: 'succeeded', payment_method_id: 'pm_1' } },
  },
  {
    name: 'subscribe',
    reply: { status: 201, body: { data: trial, message: 'Subscribed.' } },
    call: (c) => subscribe(c, { plan: 'pro', interval: 'month', payment_method_id: 'pm_1', coupon_code: 'WELCOME20' }),
    method: 'POST',
    url: '/api/v1/manager/subscriptions',
    body: { plan: 'pro', interval: 'month', payment_method_id: 'pm_1', coupon_code: 'WELCOME20' },
    result: { data: trial, message: 'Subscribed.' },
    invalid: { data: trial.subscription },
  },
  {
    name: 'changeSubscription',
    reply: ok(yearly, 'Plan changed.'),
    call: (c) => changeSubscription(c, { plan: 'network', interval: 'year' }),
    method: 'PATCH',
    url: '/api/v1/manager/subscriptions',
    body: { plan: 'network', interval: 'year' },
    result: { data: yearly, message: 'Plan changed.' },
    invalid: { data: { ...yearly, plan: { ...yearly.plan, prices: { month: '99.00', year: '990.00' } } } },
  },
  {
    name: 'deleteSubscription',
    reply: ok(ending, 'Subscription canceled.'),
    call: (c) => deleteSubscription(c),
    method: 'DELETE',
    url: '/api/v1/manager/subscriptions',
    result: { data: ending, message: 'Subscription canceled.' },
    invalid: { message: 'Subscription canceled.' },
  },
  {
    name: 'previewTotals',
    reply: ok(makeTotals()),
    call: (c) => previewTotals(c, { plan: 'pro', interval: 'month', quantity: 3 }),
    method: 'GET',
    url: '/api/v1/manager/subscriptions/preview?plan=pro&interval=month&quantity=3',
    result: makeTotals(),
    invalid: { data: makeTotals({ tax: 35.4 }) },
  },
  {
    name: 'applyCoupon',
    reply: ok(applied, 'Coupon applied.'),
    call: (c) => applyCoupon(c, { code: 'WELCOME20', plan: 'pro', interval: 'month', quantity: 3 }),
    method: 'POST',
    url: '/api/v1/manager/apply-coupon',
    body: { code: 'WELCOME20', plan: 'pro', interval: 'month', quantity: 3 },
    result: applied,
    invalid: { data: { coupon: applied.coupon } },
  },
  {
    name: 'activateNetworkPlans',
    reply: ok({ ...yearly, active_locations: 5 }, 'Locations activated.'),
    call: (c) => activateNetworkPlans(c, { location_ids: locationIds }),
    method: 'POST',
    url: '/api/v1/manager/network-plans',
    body: { location_ids: locationIds },
    result: { data: { ...yearly, active_locations: 5 }, message: 'Locations activated.' },
    invalid: { data: yearly },
  },
  {
    name: 'subscriptionInfo',
    reply: ok(makeSubscriptionInfo()),
    call: (c) => subscriptionInfo(c, awkwardId),
    method: 'GET',
    url: `/api/v1/manager/subscription-info/${awkwardIdEncoded}`,
    result: makeSubscriptionInfo(),
    invalid: { data: { ...makeSubscriptionInfo(), next_invoice: { date: '2026-12-01', amount: '212.40' } } },
  },
  {
    name: 'cancelSubscription',
    reply: ok(ending, 'Subscription canceled.'),
    call: (c) => cancelSubscription(c, subscriptionId, { reason: 'too_expensive', details: 'Budget cut.' }),
    method: 'POST',
    url: `/api/v1/manager/cancel-subscription/${subscriptionId}`,
    body: { reason: 'too_expensive', details: 'Budget cut.' },
    result: { data: ending, message: 'Subscription canceled.' },
    invalid: { data: { ...ending, subscription: { ...ending.subscription, cancel_at_period_end: 'yes' } } },
  },
  {
    name: 'invoices',
    reply: { status: 200, body: invoicePage },
    call: (c) => invoices(c, 2, 25),
    method: 'GET',
    url: '/api/v1/manager/invoices?page=2&per_page=25',
    result: invoicePage,
    invalid: { data: invoicePage.data },
  },
  {
    name: 'invoices (first page by default)',
    reply: { status: 200, body: { ...invoicePage, data: [] } },
    call: (c) => invoices(c),
    method: 'GET',
    url: '/api/v1/manager/invoices?page=1&per_page=10',
    result: { ...invoicePage, data: [] },
    invalid: { data: [makeInvoice({ issued_at: undefined })], pagination: invoicePage.pagination },
  },
];

describe('billing calls', () => {
  for (const c of cases) {
    it(`${c.name} should ${c.method} ${c.url} and return the validated answer`, async () => {
      const { client, requests } = await setup(c.reply);
      await expect(c.call(client)).resolves.toEqual(c.result);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url, headers: { authorization: 'Bearer tok-123' } });
      if (c.body === undefined) expect(requests[0]?.body).toBe('');
      else {
        expect(requests[0]?.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
      }
    });
  }

  for (const c of cases) {
    it(`${c.name} should refuse an answer outside the contract, with the unexpected-error toast`, async () => {
      const { client, onError } = await setup({ status: 200, body: c.invalid });
      const sent: unknown = JSON.parse(JSON.stringify(c.invalid));
      await expect(c.call(client)).rejects.toMatchObject({ kind: 'other', status: 200, body: sent });
      expect(onError).toHaveBeenCalledExactlyOnceWith(errorMessages.unexpected, expect.anything());
    });
  }
});
