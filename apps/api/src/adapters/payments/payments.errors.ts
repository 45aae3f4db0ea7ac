/**
 * Typed failures of a payment provider. The server maps them to its envelope: card and
 * coupon errors become 422 on the card or coupon field, signature errors 400, the rest 502.
 * Messages of card errors are Stripe's own, meant to be shown to the customer.
 */

export class PaymentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentError';
  }
}

/** Which card field a card error is about, for a per-field 422. */
export type CardField = 'number' | 'exp_month' | 'exp_year' | 'cvc' | null;

/** Stripe's `card_error`: the card was refused or its details are wrong. */
export class CardError extends PaymentError {
  constructor(
    message: string,
    /** Stripe's error code: `card_declined`, `incorrect_number`, `invalid_expiry_year`, ... */
    readonly code: string,
    readonly declineCode: string | null = null,
    readonly field: CardField = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CardError';
  }
}

/** The issuer refused: `declineCode` tells why (`generic_decline`, `insufficient_funds`). */
export class CardDeclinedError extends CardError {
  constructor(message = 'Your card was declined.', declineCode = 'generic_decline', options?: { cause?: unknown }) {
    super(message, 'card_declined', declineCode, null, options);
    this.name = 'CardDeclinedError';
  }
}

/** 3-D Secure was refused or not completed. */
export class CardAuthenticationError extends CardError {
  constructor(
    message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    options?: { cause?: unknown },
  ) {
    super(message, 'setup_intent_authentication_failure', null, null, options);
    this.name = 'CardAuthenticationError';
  }
}

/** Stripe's `invalid_request_error`: a parameter the provider refused (`param` names it). */
export class PaymentRequestError extends PaymentError {
  constructor(
    message: string,
    readonly code: string | null,
    readonly param: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentRequestError';
  }
}

/** The id does not exist at the provider (Stripe's `resource_missing`). */
export class PaymentNotFoundError extends PaymentRequestError {
  constructor(message: string, param: string | null = null, options?: { cause?: unknown }) {
    super(message, 'resource_missing', param, options);
    this.name = 'PaymentNotFoundError';
  }
}

/** An unknown, inactive or expired coupon code given to a subscription. */
export class InvalidCouponError extends PaymentRequestError {
  constructor(readonly couponCode: string) {
    super(`The coupon code ${couponCode} is not valid.`, 'coupon_invalid', 'couponCode');
    this.name = 'InvalidCouponError';
  }
}

/** The VAT number does not have the form its country prefix requires. */
export class InvalidVatNumberError extends PaymentRequestError {
  constructor(
    readonly vatNumber: string,
    options?: { cause?: unknown },
  ) {
    super(`Invalid value for eu_vat: ${vatNumber}.`, 'tax_id_invalid', 'vatNumber', options);
    this.name = 'InvalidVatNumberError';
  }
}

/** Webhook refused: no header, a bad signature or a timestamp outside the tolerance. */
export class WebhookSignatureError extends PaymentError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The provider could not be reached or failed on its side (network, 5xx, rate limit, bad
 * key). `retryable` tells a job whether trying again later may succeed.
 */
export class PaymentProviderError extends PaymentError {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
