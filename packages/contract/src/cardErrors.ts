/**
 * Card refusals in the customer's language. Stripe answers with English error codes; the
 * server (its card errors, 422) and the console (Stripe.js's own answers) both show them as
 * these catalogue messages, from this one map, so the same refusal reads the same everywhere.
 */

/** Message ids of the card refusals, in the i18n catalogues. */
export const cardMessageIds = {
  declined: 'billing.card.declined',
  insufficientFunds: 'billing.card.insufficientFunds',
  expired: 'billing.card.expired',
  incorrectCvc: 'billing.card.incorrectCvc',
  invalidCvc: 'billing.card.invalidCvc',
  incorrectNumber: 'billing.card.incorrectNumber',
  invalidExpiryMonth: 'billing.card.invalidExpiryMonth',
  invalidExpiryYear: 'billing.card.invalidExpiryYear',
  authenticationFailed: 'billing.card.authenticationFailed',
  testModeLiveCard: 'billing.card.testModeLiveCard',
} as const;

export type CardMessageKey = keyof typeof cardMessageIds;
export type CardMessageId = (typeof cardMessageIds)[CardMessageKey];

/**
 * Stripe's error and decline codes → our message ids. The `incomplete_*` and `invalid_number`
 * codes come only from Stripe.js, which checks the card element before asking Stripe.
 */
export const cardErrorMessageIds: Readonly<Record<string, CardMessageId>> = {
  card_declined: cardMessageIds.declined,
  insufficient_funds: cardMessageIds.insufficientFunds,
  expired_card: cardMessageIds.expired,
  incorrect_cvc: cardMessageIds.incorrectCvc,
  invalid_cvc: cardMessageIds.invalidCvc,
  incomplete_cvc: cardMessageIds.invalidCvc,
  incorrect_number: cardMessageIds.incorrectNumber,
  invalid_number: cardMessageIds.incorrectNumber,
  incomplete_number: cardMessageIds.incorrectNumber,
  invalid_expiry_month: cardMessageIds.invalidExpiryMonth,
  incomplete_expiry: cardMessageIds.invalidExpiryMonth,
  invalid_expiry_year: cardMessageIds.invalidExpiryYear,
  invalid_expiry_year_past: cardMessageIds.expired,
  setup_intent_authentication_failure: cardMessageIds.authenticationFailed,
  payment_intent_authentication_failure: cardMessageIds.authenticationFailed,
  test_mode_live_card: cardMessageIds.testModeLiveCard,
};

function messageIdOf(code: string | null | undefined): CardMessageId | undefined {
  // Own keys only: a code such as `constructor` must not find Object's prototype.
  return code && Object.hasOwn(cardErrorMessageIds, code) ? cardErrorMessageIds[code] : undefined;
}

/**
 * The message of a card refusal: by its decline code first (it says why the issuer refused,
 * where the code often says only `card_declined`), then by its code, else "Your card was declined."
 */
export function cardMessageIdFor(code: string | null | undefined, declineCode?: string | null): CardMessageId {
  return messageIdOf(declineCode) ?? messageIdOf(code) ?? cardMessageIds.declined;
}
