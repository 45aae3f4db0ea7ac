import type { BillingInterval, PlanId } from '@starcrew/contract';

/**
 * Types of the payment machine: the payment screen's flow (payments/stripe and
 * my-networks/plans/payment), from the card typed to the subscription paid. The machine only
 * orders the steps; the console provides the card and payment calls (`usePayment.ts`).
 */

/** What is bought: a plan at an interval, and with `locationIds` those locations activated (network plans). */
export interface PaymentOrder {
  readonly plan: PlanId;
  readonly interval: BillingInterval;
  readonly locationIds: readonly string[];
}

/** The sandbox's own card fields, as typed (Stripe's test cards only). */
export interface CardFieldsInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/**
 * Stripe's card element, once mounted: opaque to the machine, which only carries it to the
 * console's `confirmCard` (there, the function that confirms the SetupIntent with Stripe.js).
 */
export type CardElementHandle = NonNullable<unknown>;

/** Which card the `confirmCard` actor confirms. */
export type CardToConfirm =
  | { readonly kind: 'fields'; readonly card: CardFieldsInput }
  | { readonly kind: 'element'; readonly element: CardElementHandle };

/**
 * `confirmCard` output: the saved payment method, or the SetupIntent the bank wants confirmed
 * (3-D Secure on the sandbox; Stripe.js runs its own). Refusals are thrown, with field errors.
 */
export type CardConfirmation = { readonly paymentMethodId: string } | { readonly setupIntentId: string };

/** `authenticateCard` input: the person's answer to the bank's question. */
export interface AuthenticationAnswer {
  readonly setupIntentId: string;
  readonly approve: boolean;
}

/** `pay` input: the order, paid with this payment method. */
export interface PayRequest {
  readonly order: PaymentOrder;
  readonly paymentMethodId: string;
}

/** Which card form the screen shows: the sandbox's fields, or Stripe's element (loaded lazily). */
export type CardForm = 'fields' | 'element';

export interface PaymentInput {
  readonly cardForm: CardForm;
  /** Whether the organization has billing information: paying without it opens the form for it. */
  readonly hasBillingInfo: boolean;
}

export interface PaymentContext {
  readonly cardForm: CardForm;
  readonly hasBillingInfo: boolean;
  /** The billing-information form (modal) is open. */
  readonly billingInfoOpen: boolean;
  /** Stripe's card element once ready; null before (and with the sandbox's fields). */
  readonly element: CardElementHandle | null;
  /** The order being paid (set by `payment.submit`). */
  readonly order: PaymentOrder | null;
  /** The SetupIntent whose 3-D Secure question is asked; null otherwise. */
  readonly setupIntentId: string | null;
  /** The confirmed card's payment method, while it pays. */
  readonly paymentMethodId: string | null;
  /**
   * The last refusal's field errors, by the server's names (`number`, `exp_month`, `cvc`,
   * `payment_method_id`, `plan`, `location_ids`, …); empty when none.
   */
  readonly errors: Readonly<Record<string, string>>;
}

export type PaymentEvent =
  | { type: 'payment.submit'; order: PaymentOrder; card?: CardFieldsInput }
  | { type: 'payment.cardReady'; element: CardElementHandle | null }
  | { type: 'payment.authenticate'; approve: boolean }
  | { type: 'billingInfo.open' }
  | { type: 'billingInfo.close' }
  | { type: 'billingInfo.saved' };
