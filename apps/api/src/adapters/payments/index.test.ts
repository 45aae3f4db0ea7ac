import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as payments from './index.ts';
import { type FakeStripeServer, startFakeStripeServer } from './testing/fakeStripeServer.ts';
import { PRICES } from './testing/stripeHarness.ts';

let fake: FakeStripeServer;
beforeAll(async () => {
  fake = await startFakeStripeServer();
});
afterAll(async () => {
  await fake.close();
});

describe('payments adapter index', () => {
  it('lists its public exports, so a change of API shows in review', () => {
    expect(Object.keys(payments).sort()).toEqual([
      'BILLING_INTERVALS',
      'CardAuthenticationError',
      'CardDeclinedError',
      'CardError',
      'EU_COUNTRIES',
      'FRENCH_VAT_RATE',
      'InvalidCouponError',
      'InvalidVatNumberError',
      'PLANS',
      'PLAN_IDS',
      'PaymentError',
      'PaymentNotFoundError',
      'PaymentProviderError',
      'PaymentRequestError',
      'SANDBOX_COUPONS',
      'STRIPE_API_VERSION',
      'TRIAL_DAYS',
      'WebhookSignatureError',
      'createInMemorySandboxStore',
      'createPaymentProvider',
      'createSandboxPayments',
      'createStripePayments',
      'isBillingInterval',
      'isPlanId',
      'isValidEuVatNumber',
      'normalizeVatNumber',
      'unitPrice',
      'vatTreatment',
    ]);
  });

  it('picks the sandbox without a Stripe key', () => {
    expect(payments.createPaymentProvider({}).kind).toBe('sandbox');
  });

  it('picks Stripe with a secret key, and talks to it', async () => {
    const provider = payments.createPaymentProvider({
      stripeSecretKey: 'sk_test_abc',
      stripeWebhookSecret: 'whsec_abc',
      stripePrices: PRICES,
      stripeApi: { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 },
    });

    expect(provider.kind).toBe('stripe');
    expect(await provider.validateCoupon('NONE')).toBeNull();
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_abc');
  });

  it('refuses Stripe without its webhook secret or prices', () => {
    expect(() => payments.createPaymentProvider({ stripeSecretKey: 'sk_test_abc' })).toThrow(
      /webhook secret and price ids/,
    );
  });
});
