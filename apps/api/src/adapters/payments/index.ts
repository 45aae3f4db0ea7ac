import { type SandboxPaymentProvider, type SandboxPaymentsOptions, createSandboxPayments } from './sandboxPayments.ts';
import type { StripePriceMap } from './stripe/stripeMapping.ts';
import { type StripePaymentProvider, type StripePaymentsOptions, createStripePayments } from './stripePayments.ts';

export type {
  BillingAddress,
  BillingInterval,
  Cents,
  Coupon,
  CouponDiscount,
  CouponDuration,
  CreateSubscriptionInput,
  Currency,
  EnsureCustomerInput,
  Invoice,
  InvoiceLine,
  InvoicePreview,
  InvoiceStatus,
  PaymentProvider,
  PlanId,
  PreviewInvoiceInput,
  ProviderCustomer,
  ProviderEvent,
  ProviderSubscription,
  SetupIntentResult,
  SubscriptionStatus,
  UpdateSubscriptionInput,
  VatContext,
} from './payments.types.ts';
export {
  CardAuthenticationError,
  CardDeclinedError,
  CardError,
  type CardField,
  InvalidCouponError,
  InvalidVatNumberError,
  PaymentError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentRequestError,
  WebhookSignatureError,
} from './payments.errors.ts';
export {
  BILLING_INTERVALS,
  PLANS,
  PLAN_IDS,
  type Plan,
  type PlanLimits,
  TRIAL_DAYS,
  isBillingInterval,
  isPlanId,
  unitPrice,
} from './plans.ts';
export {
  EU_COUNTRIES,
  FRENCH_VAT_RATE,
  type VatTreatment,
  isValidEuVatNumber,
  normalizeVatNumber,
  vatTreatment,
} from './vat.ts';
export {
  STRIPE_API_VERSION,
  type StripePaymentProvider,
  type StripePaymentsOptions,
  createStripePayments,
} from './stripePayments.ts';
export type { StripePriceMap } from './stripe/stripeMapping.ts';
export {
  type SandboxCardResult,
  type SandboxPaymentProvider,
  type SandboxPaymentsOptions,
  createSandboxPayments,
} from './sandboxPayments.ts';
export type { SandboxCardInput } from './sandbox/sandboxCards.ts';
export { SANDBOX_COUPONS, type SandboxCoupon } from './sandbox/sandboxCoupons.ts';
export { type SandboxPaymentsStore, createInMemorySandboxStore } from './sandbox/sandboxStore.ts';

export interface PaymentsConfig {
  /** `sk_live_...` or `sk_test_...`; without it the sandbox is used. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Stripe price ids of each plan and interval. */
  stripePrices?: StripePriceMap;
  /** `pk_live_...` or `pk_test_...`: sent to the console (GET /api/v1/config) for Stripe's card element. */
  stripePublishableKey?: string;
  /** Only for tests against the fake. */
  stripeApi?: Pick<StripePaymentsOptions, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;
  sandbox?: SandboxPaymentsOptions;
}

export type ConfiguredPaymentProvider = StripePaymentProvider | SandboxPaymentProvider;

/**
 * Stripe when a secret key is configured, the sandbox otherwise. Stripe without its
 * webhook secret or prices fails here, at startup, rather than at the first payment.
 */
export function createPaymentProvider(config: PaymentsConfig): ConfiguredPaymentProvider {
  if (!config.stripeSecretKey) return createSandboxPayments(config.sandbox);
  const missing = [!config.stripeWebhookSecret && 'webhook secret', !config.stripePrices && 'price ids'].filter(
    Boolean,
  );
  if (missing.length > 0) throw new Error(`Stripe is configured without its ${missing.join(' and ')}`);
  return createStripePayments({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret!,
    prices: config.stripePrices!,
    ...config.stripeApi,
  });
}
