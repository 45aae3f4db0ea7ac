import Stripe from 'stripe';
import {
  CardDeclinedError,
  CardError,
  type CardField,
  InvalidVatNumberError,
  PaymentError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentRequestError,
} from '../payments.errors.ts';

function cardField(param: string | undefined): CardField {
  switch (param) {
    case 'number':
    case 'exp_month':
    case 'exp_year':
    case 'cvc':
      return param;
    default:
      return null;
  }
}

/** Turns what the `stripe` package throws into our typed errors; the original is the cause. */
export function toPaymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) {
    if (error.code === 'card_declined') {
      return new CardDeclinedError(error.message, error.decline_code ?? 'generic_decline', { cause: error });
    }
    return new CardError(
      error.message,
      error.code ?? 'card_error',
      error.decline_code ?? null,
      cardField(error.param),
      {
        cause: error,
      },
    );
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    const param = error.param ?? null;
    if (error.code === 'resource_missing') return new PaymentNotFoundError(error.message, param, { cause: error });
    if (error.code === 'tax_id_invalid' || param?.startsWith('tax_id_data')) {
      return new InvalidVatNumberError(String((error.raw as { value?: unknown })?.value ?? ''), { cause: error });
    }
    return new PaymentRequestError(error.message, error.code ?? null, param, { cause: error });
  }
  if (error instanceof errors.StripeError) {
    // Network failures, Stripe's 5xx, rate limits and idempotency conflicts in flight may
    // succeed later; a wrong key or a missing permission will not.
    const retryable =
      error instanceof errors.StripeConnectionError ||
      error instanceof errors.StripeAPIError ||
      error instanceof errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500;
    return new PaymentProviderError(error.message, retryable, error.statusCode ?? null, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(message, false, null, { cause: error });
}

/** Runs one call to Stripe and rethrows its failure as ours. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentError(error);
  }
}
