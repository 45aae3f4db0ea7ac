import { billingMessageIds, cardMessageIdFor } from '@starcrew/contract';
import {
  CardError,
  InvalidCouponError,
  InvalidVatNumberError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentRequestError,
} from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

const cardFieldKeys = { number: 'number', exp_month: 'exp_month', exp_year: 'exp_year', cvc: 'cvc' } as const;

/**
 * A payment provider's failure as the answer the client understands: card and coupon
 * errors are 422 on their field, an unknown id 404, the provider down 502.
 * `cardField` is where a card error goes when the error names no card field.
 */
export function toHttpError(error: unknown, cardField = 'payment_method_id'): unknown {
  if (error instanceof CardError) {
    const key = error.field ? cardFieldKeys[error.field] : cardField;
    // The contract's map, shared with the console, so the customer reads the refusal in their language.
    return HttpError.validation({ [key]: [{ id: cardMessageIdFor(error.code, error.declineCode) }] });
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
