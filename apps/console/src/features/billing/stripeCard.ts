import { setupIntent, type ApiClient } from '@starcrew/api-client';
import { cardMessageIdFor, type CardMessageId, type CardMessageKey, type cardMessageIds } from '@starcrew/contract';
import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import { createContext } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Loads Stripe.js for a publishable key. The seam of the Stripe card form: stories and tests
 * provide a fake `Stripe` through `StripeLoaderContext`, since Stripe.js cannot load offline.
 */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Stripe.js from Stripe's servers, fetched on the first call only: `pure` does not inject the
 * script on import, and this module's import of it is dynamic, so no other page downloads it.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

export const StripeLoaderContext = createContext<StripeLoader>(loadStripeJs);

/**
 * The English of the contract's card messages (`cardMessageIds`), declared here with literal ids
 * so `pnpm i18n:extract` finds them; the type makes every key carry the contract's own id.
 */
const messages: { readonly [K in CardMessageKey]: MessageDescriptor & { id: (typeof cardMessageIds)[K] } } =
  defineMessages({
    declined: { id: 'billing.card.declined', defaultMessage: 'Your card was declined.' },
    insufficientFunds: { id: 'billing.card.insufficientFunds', defaultMessage: 'Your card has insufficient funds.' },
    expired: { id: 'billing.card.expired', defaultMessage: 'Your card has expired.' },
    incorrectCvc: { id: 'billing.card.incorrectCvc', defaultMessage: "Your card's security code is incorrect." },
    invalidCvc: { id: 'billing.card.invalidCvc', defaultMessage: "Your card's security code is invalid." },
    incorrectNumber: { id: 'billing.card.incorrectNumber', defaultMessage: 'Your card number is incorrect.' },
    invalidExpiryMonth: {
      id: 'billing.card.invalidExpiryMonth',
      defaultMessage: "Your card's expiration month is invalid.",
    },
    invalidExpiryYear: {
      id: 'billing.card.invalidExpiryYear',
      defaultMessage: "Your card's expiration year is invalid.",
    },
    authenticationFailed: {
      id: 'billing.card.authenticationFailed',
      defaultMessage:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    testModeLiveCard: {
      id: 'billing.card.testModeLiveCard',
      defaultMessage: 'Your card was declined. Only test cards are accepted here.',
    },
  });

/** The descriptors by id; complete, since `messages` has every key and each key its contract id. */
const byId = Object.fromEntries(Object.values(messages).map((message) => [message.id, message])) as Record<
  CardMessageId,
  MessageDescriptor
>;

/** The message of a Stripe error, by the contract's map (`cardMessageIdFor`), as the server does. */
export function stripeErrorMessage(error: Pick<StripeError, 'code' | 'decline_code'>): MessageDescriptor {
  return byId[cardMessageIdFor(error.code, error.decline_code)];
}

/** What confirming the card gave: the saved payment method, or the message of the refusal. */
export type StripeCardResult = { paymentMethodId: string } | { error: MessageDescriptor };

/**
 * Saves the card typed in the card element (StripeCardField): its payment method, or the refusal's
 * message in the current language. The payment machine carries it as its card element (`payment.cardReady`).
 */
export type StripeCardConfirm = () => Promise<{ paymentMethodId: string } | { message: string }>;

/**
 * Saves the card typed in Stripe's card element: the server's SetupIntent (its client secret),
 * confirmed by Stripe.js, which runs 3-D Secure itself. Failures of our API throw (ApiError).
 */
export async function confirmStripeCard(
  api: ApiClient,
  stripe: Pick<Stripe, 'confirmCardSetup'>,
  card: StripeCardElement,
): Promise<StripeCardResult> {
  const intent = await setupIntent(api);
  const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card } });
  if (result.error) return { error: stripeErrorMessage(result.error) };
  const method = result.setupIntent.payment_method;
  const paymentMethodId = typeof method === 'string' ? method : method?.id;
  return paymentMethodId ? { paymentMethodId } : { error: messages.declined };
}
