import type { BillingInterval, CurrentPlan, Plan, PlanId, Subscription } from '@starcrew/contract';

/**
 * Types of the subscription machine (spec sections 4 and 7, decisions.md "Accounts, roles and
 * billing"). The plan and the subscription are the contract's (`GET /v1/manager/current-plan`),
 * so the console hands the API's answer over as it is. Server fields keep the API's names
 * (`trial_ends_at`); amounts are integer euro cents.
 */

export type { BillingInterval, CurrentPlan, PlanId };

/** decisions.md: Essential, Pro, Network, in rising order. */
export type SubscriptionPlan = Plan;

/** `active` means subscribed, trial included; anything else does not (spec section 4). */
export type SubscriptionDetails = Subscription;

/** `subscribe` input. The console's actor may confirm the card before `POST /v1/manager/subscriptions`. */
export interface SubscribeRequest {
  readonly plan: PlanId;
  readonly interval: BillingInterval;
  readonly paymentMethodId: string;
  readonly couponCode?: string;
}

/** `changeSubscription` input: a new plan (upgrade) or a new interval, the other kept. */
export interface ChangeSubscriptionRequest {
  readonly plan: PlanId;
  readonly interval: BillingInterval;
}

/** `applyCoupon` input (`POST /v1/manager/apply-coupon`): the totals are those of this plan and interval. */
export interface CouponRequest {
  readonly code: string;
  readonly plan: PlanId;
  readonly interval: BillingInterval;
}

export interface Coupon {
  readonly code: string;
  readonly name: string;
  readonly percentOff: number | null;
  readonly amountOff: number | null;
  readonly duration: 'once' | 'repeating' | 'forever';
}

/** Totals computed by the server, in euro cents (VAT by decisions.md's rules). */
export interface PriceTotals {
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  readonly total: number;
}

/** `applyCoupon` output. */
export interface CouponPreview {
  readonly coupon: Coupon;
  readonly totals: PriceTotals;
}

/** `cancelSubscription` input: the cancel modal's reason. */
export interface CancelRequest {
  readonly reason: string;
  readonly details?: string;
}

/** A failed call. The api-client's `ApiError` satisfies it. */
export interface SubscriptionError {
  readonly message: string;
  readonly kind?: string;
  readonly status?: number;
  /** Field path → first message; a refused coupon is a 422 on its field (decisions.md). */
  readonly flatFieldErrors?: Readonly<Record<string, string>>;
}

export interface SubscriptionInput {
  /** The current time, epoch milliseconds: the machine never reads the clock itself. */
  readonly now: number;
}

export interface SubscriptionContext {
  readonly now: number;
  readonly plan: SubscriptionPlan | null;
  readonly subscription: SubscriptionDetails | null;
  /** Spec section 4: status `active`. */
  readonly isSubscribed: boolean;
  /** The accepted coupon, sent with `subscription.subscribe` unless it names one. */
  readonly coupon: Coupon | null;
  readonly preview: PriceTotals | null;
  /** The refused coupon's message, for the coupon field. */
  readonly couponError: string | null;
  /** The last failed call (a declined card: its message), cleared when the next one starts. */
  readonly error: SubscriptionError | null;
}

export type SubscriptionEvent =
  | ({ type: 'subscription.subscribe' } & SubscribeRequest)
  /** A higher plan; `interval` switches the billing interval in the same change (one proration). */
  | { type: 'subscription.upgrade'; plan: PlanId; interval?: BillingInterval }
  | { type: 'subscription.changeInterval'; interval: BillingInterval }
  | ({ type: 'subscription.applyCoupon' } & CouponRequest)
  | ({ type: 'subscription.cancel' } & CancelRequest)
  | { type: 'subscription.refresh'; now: number }
  | { type: 'subscription.expired' };
