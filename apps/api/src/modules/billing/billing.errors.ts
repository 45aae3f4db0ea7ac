import { billingMessageIds } from '@starcrew/contract';
import {
  CardError,
  InvalidCouponError,
  InvalidVatNumberError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentRequestError,
} from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** Stripe's card error codes → our catalogue, so the customer reads them in their language. */
const cardMessages: Record<string, string> = {
  card_declined: 'billing.card.declined',
  insufficient_funds: 'billing.card.insufficientFunds',
  expired_card: 'billing.card.expired',
  incorrect_cvc: 'billing.card.incorrectCvc',
  invalid_cvc: 'billing.card.invalidCvc',
  incorrect_number: 'billing.card.incorrectNumber',
  invalid_expiry_month: 'billing.card.invalidExpiryMonth',
  invalid_expiry_year: 'billing.card.invalidExpiryYear',
  setup_intent_authentication_failure: 'billing.card.authenticationFailed',
  test_mode_live_card: 'billing.card.testModeLiveCard',
};

export function cardMessageId(error: CardError): string {
  return cardMessages[error.declineCode ?? ''] ?? cardMessages[error.code] ?? 'billing.card.declined';
}

const cardFieldKeys = { number: 'number', exp_month: 'exp_month', exp_year: 'exp_year', cvc: 'cvc' } as const;

/**
 * A payment provider's failure as the answer the client understands: card and coupon
 * errors are 422 on their field, an unknown id 404, the provider down 502.
 * `cardField` is where a card error goes when the error names no card field.
 */
export function toHttpError(error: unknown, cardField = 'payment_method_id'): unknown {
  if (error instanceof CardError) {
    const key = error.field ? cardFieldKeys[error.field] : cardField;
    return HttpError.validation({ [key]: [{ id: cardMessageId(error) }] });
  }
  if (error instanceof InvalidCouponError) {
    return HttpError.validation({ coupon_code: [{ id: billingMessageIds.couponInvalid }] });
  }
  if (error instanceof InvalidVatNumberError) {
    return HttpError.validation({ vat_number: [{ id: billingMessageIds.vatInvalid }] });
  }
  if (error instanceof PaymentNotFoundError) return new HttpError(404, { id: 'error.notFound' });
  if (error instanceof PaymentRequestError) {
    return HttpError.validation({
      [error.param ?? 'form']: [{ id: 'validation.invalid', values: { field: `field.${error.param ?? 'request'}` } }],
    });
  }
  if (error instanceof PaymentProviderError) return new HttpError(502, { id: billingMessageIds.paymentFailed });
  return error;
}

/** Runs a provider call, translating its failures. */
export async function viaProvider<T>(call: () => Promise<T>, cardField?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error, cardField);
  }
}
