import { createApiClient } from '@starcrew/api-client';
import type { StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createFakeStripe, FAKE_STRIPE_CARDS } from './fakeStripe.ts';
import { confirmStripeCard, stripeErrorMessage } from './stripeCard.ts';

/** The real API client, its fetch answering the setup-intent call as the server does with Stripe. */
function apiWithSetupIntent() {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json({ data: { setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_abc', provider: 'stripe' } }),
  );
  return { fetch, api: createApiClient({ baseURL: 'http://api.test/api', fetch: fetch as typeof globalThis.fetch }) };
}

/** The fake Stripe's card element, mounted, with `number` typed in. */
async function typedCard(number: string) {
  const fake = createFakeStripe();
  const stripe = await fake.loader('pk_test_starcrew');
  const card = stripe!.elements().create('card');
  const node = document.createElement('div');
  card.mount(node);
  node.querySelector('input')!.value = number;
  return { fake, stripe: stripe!, card: card as StripeCardElement };
}

describe('the Stripe card form (fake Stripe.js)', () => {
  it("should confirm the server's SetupIntent and give the payment method for the subscribe call", async () => {
    const { fetch, api } = apiWithSetupIntent();
    const { fake, stripe, card } = await typedCard(FAKE_STRIPE_CARDS.success);
    expect(await confirmStripeCard(api, stripe, card)).toEqual({ paymentMethodId: 'pm_fake_card' });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v1\/manager\/subscriptions\/setup-intent$/);
    expect(fake.calls).toEqual({ loaded: ['pk_test_starcrew'], confirmed: ['seti_1_secret_abc'] });
  });

  it.each([
    [FAKE_STRIPE_CARDS.declined, 'billing.card.declined'],
    [FAKE_STRIPE_CARDS.insufficientFunds, 'billing.card.insufficientFunds'],
    [FAKE_STRIPE_CARDS.authenticationRefused, 'billing.card.authenticationFailed'],
  ])('should refuse %s with the sandbox form’s message %s', async (number, id) => {
    const { api } = apiWithSetupIntent();
    const { stripe, card } = await typedCard(number);
    const result = await confirmStripeCard(api, stripe, card);
    expect(result).toMatchObject({ error: { id } });
  });

  it("should map Stripe.js's own checks and unknown codes onto the catalogue", () => {
    expect(stripeErrorMessage({ code: 'incomplete_number' }).id).toBe('billing.card.incorrectNumber');
    expect(stripeErrorMessage({ code: 'expired_card' }).id).toBe('billing.card.expired');
    expect(stripeErrorMessage({ code: 'processing_error' }).id).toBe('billing.card.declined');
    expect(stripeErrorMessage({ code: 'card_declined', decline_code: 'insufficient_funds' }).id).toBe(
      'billing.card.insufficientFunds',
    );
  });
});
