import type { SetupIntentResult, Stripe, StripeError } from '@stripe/stripe-js';
import type { StripeLoader } from './stripeCard.ts';

/** Stripe's test cards the fake knows, by what Stripe answers to them. */
export const FAKE_STRIPE_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** 3-D Secure required, and refused by the customer in Stripe's dialog. */
  authenticationRefused: '4000002760003184',
} as const;

const refusals: Record<string, Pick<StripeError, 'type' | 'code' | 'decline_code' | 'message'>> = {
  [FAKE_STRIPE_CARDS.declined]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [FAKE_STRIPE_CARDS.insufficientFunds]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [FAKE_STRIPE_CARDS.authenticationRefused]: {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message: 'We are unable to authenticate your payment method.',
  },
};

export interface FakeStripe {
  /** Give to `StripeLoaderContext`: resolves with the fake, and records the publishable key. */
  loader: StripeLoader;
  /** The publishable keys loaded and the client secrets confirmed, in order. */
  calls: { loaded: string[]; confirmed: string[] };
}

/**
 * A stand-in for Stripe.js (which cannot load offline) with just what react-stripe-js and
 * the payment screen use. Its card element is one plain input (labelled "Card number")
 * where a story or test types one of FAKE_STRIPE_CARDS; anything else is accepted.
 */
export function createFakeStripe(): FakeStripe {
  const calls = { loaded: [] as string[], confirmed: [] as string[] };
  let input: HTMLInputElement | null = null;
  const element = {
    mount(node: HTMLElement) {
      input = node.ownerDocument.createElement('input');
      input.setAttribute('aria-label', 'Card number');
      input.setAttribute('inputmode', 'numeric');
      input.placeholder = '1234 1234 1234 1234   MM / YY   CVC';
      Object.assign(input.style, { border: '0', outline: 'none', width: '100%', font: 'inherit', padding: '0' });
      input.style.background = 'transparent';
      node.append(input);
    },
    destroy() {
      input?.remove();
      input = null;
    },
    unmount() {},
    on() {
      return element;
    },
    off() {
      return element;
    },
    update() {},
    focus() {},
    blur() {},
    clear() {},
  };
  const stripe = {
    elements: () => ({ create: () => element, getElement: () => (input ? element : null), update() {} }),
    createToken: () => Promise.reject(new Error('not faked')),
    createPaymentMethod: () => Promise.reject(new Error('not faked')),
    confirmCardPayment: () => Promise.reject(new Error('not faked')),
    async confirmCardSetup(clientSecret: string): Promise<SetupIntentResult> {
      calls.confirmed.push(clientSecret);
      const number = (input?.value ?? '').replace(/\D/g, '');
      const refusal = refusals[number];
      if (refusal) return { error: refusal as StripeError };
      const id = clientSecret.split('_secret_')[0] ?? clientSecret;
      return { setupIntent: { id, status: 'succeeded', payment_method: 'pm_fake_card' } } as SetupIntentResult;
    },
    _registerWrapper() {},
    registerAppInfo() {},
  };
  return {
    calls,
    loader: async (key) => {
      calls.loaded.push(key);
      return stripe as unknown as Stripe;
    },
  };
}
