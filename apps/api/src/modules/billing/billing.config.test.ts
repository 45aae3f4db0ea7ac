import { appConfigResponseSchema } from '@starcrew/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '../../adapters/payments/testing/stripeHarness.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

// GET /api/v1/config tells the console which card form to show (issue #7, payments/stripe).
let stripe: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  stripe = await createTestApp({
    payments: {
      stripeSecretKey: 'sk_test_starcrew_secret',
      stripeWebhookSecret: 'whsec_starcrew_secret',
      stripePrices: PRICES,
      stripePublishableKey: 'pk_test_starcrew',
    },
  });
  sandbox = await createTestApp({ payments: { stripePublishableKey: 'pk_test_unused' } });
});
afterAll(async () => {
  await stripe.close();
  await sandbox.close();
});

const config = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: appConfigResponseSchema.parse(response.json()).data };
};

describe('payments in the app config', () => {
  it('should give the publishable key with Stripe, and never a secret', async () => {
    const { body, data } = await config(stripe);
    expect(data.payments).toEqual({ provider: 'stripe', stripe_publishable_key: 'pk_test_starcrew' });
    expect(body).not.toMatch(/sk_test|whsec|secret/);
  });

  it('should name the sandbox, without a key, when Stripe is not configured', async () => {
    expect((await config(sandbox)).data.payments).toEqual({ provider: 'sandbox', stripe_publishable_key: null });
  });
});
