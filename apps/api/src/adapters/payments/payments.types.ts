/**
 * The payment provider in our own terms. Two implementations: Stripe (`stripePayments.ts`)
 * and the embedded sandbox (`sandboxPayments.ts`). Money is always integer cents of EUR;
 * instants are ISO 8601 strings (UTC), so the values survive JSON and the database as is.
 */

export type PlanId = 'essential' | 'pro' | 'network';
export type BillingInterval = 'month' | 'year';
/** Integer euro cents. */
export type Cents = number;
export type Currency = 'eur';

export interface BillingAddress {
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case (`FR`, `DE`). */
  country: string;
}

export interface EnsureCustomerInput {
  organizationId: string;
  email: string;
  /** The company name printed on invoices. */
  name: string;
  vatNumber?: string;
  country: string;
  address: BillingAddress;
  /** The provider's id stored for this organization, when there is one: it is updated, not duplicated. */
  customerId?: string;
}

export interface ProviderCustomer {
  id: string;
  organizationId: string;
  email: string;
  name: string;
  country: string;
  /** Normalised (`DE123456789`), or null. */
  vatNumber: string | null;
}

export interface SetupIntentResult {
  setupIntentId: string;
  /** Given to the browser: Stripe.js confirms the card with it (or our sandbox card form does). */
  clientSecret: string;
}

/** The statuses the server sees; Stripe's others are folded into these (see DECISIONS.md). */
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  plan: PlanId;
  interval: BillingInterval;
  /** Number of active locations billed. */
  quantity: number;
  status: SubscriptionStatus;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  /** The code the customer typed, while its discount still applies. */
  couponCode: string | null;
  paymentMethodId: string | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  plan: PlanId;
  interval: BillingInterval;
  quantity: number;
  /** 14 days when true; the server decides whether the organization may still have one. */
  trial: boolean;
  couponCode?: string;
  paymentMethodId: string;
  /** Makes a retried request create one subscription only (Stripe's Idempotency-Key). */
  idempotencyKey?: string;
}

export interface UpdateSubscriptionInput {
  plan?: PlanId;
  interval?: BillingInterval;
  quantity?: number;
}

export type CouponDuration = 'once' | 'repeating' | 'forever';

export type CouponDiscount =
  { type: 'percent'; percentOff: number } | { type: 'amount'; amountOff: Cents; currency: Currency };

export interface Coupon {
  /** What the customer types, upper case. */
  code: string;
  name: string;
  discount: CouponDiscount;
  duration: CouponDuration;
  /** Only for `repeating`. */
  durationInMonths: number | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Price of one unit for the line's period; for proration lines, the prorated unit amount. */
  unitAmount: Cents;
  amount: Cents;
  proration: boolean;
  periodStart: string;
  periodEnd: string;
}

export interface Invoice {
  id: string;
  /** `SC-2026-0001` in the sandbox; Stripe's number otherwise. Null while a draft. */
  number: string | null;
  customerId: string;
  subscriptionId: string | null;
  status: InvoiceStatus;
  currency: Currency;
  /** Sum of lines, before discount, VAT excluded. */
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  /** Percent, e.g. 20; 0 under reverse charge. */
  taxRate: number;
  reverseCharge: boolean;
  total: Cents;
  amountPaid: Cents;
  amountDue: Cents;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
  paidAt: string | null;
  lines: InvoiceLine[];
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
  /** Buyer as printed on the invoice, so the server can render a PDF without another lookup. */
  billedTo: { name: string; email: string; address: BillingAddress | null; vatNumber: string | null };
}

export interface VatContext {
  country: string;
  vatNumber?: string;
}

export interface PreviewInvoiceInput {
  plan: PlanId;
  interval: BillingInterval;
  quantity: number;
  couponCode?: string;
  vat: VatContext;
}

export interface InvoicePreview {
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  taxRate: number;
  /** The EU reverse charge applies: no VAT, and the invoice says so. */
  reverseCharge: boolean;
  total: Cents;
  currency: Currency;
}

/**
 * What a change of plan or interval would do, before it is made (issue 19: the owner confirms
 * the new price, the period, the proration and the date it takes effect).
 */
export interface SubscriptionChangePreview {
  /**
   * Prorated amount excl. VAT: the rest of the period at the new price less the unused time at
   * the old one (negative: a credit). A new interval restarts the period: only the credit, and
   * the new period is billed in full at once. Zero during a trial.
   */
  proration: Cents;
  /** The change takes effect at once. */
  effectiveAt: string;
  /** Whether an invoice is issued at once (a new interval) or the proration waits for the next one. */
  billedNow: boolean;
  /** The date of the invoice that carries the change: now, or the current period's end. */
  invoiceAt: string;
  /** The end of the period the change runs in (a new one when the interval changes). */
  periodEnd: string;
}

/** Events in our terms, from Stripe's webhooks or from the sandbox, so the server has one path. */
export type ProviderEvent =
  | { id: string; type: 'subscription.updated'; occurredAt: string; subscription: ProviderSubscription }
  | { id: string; type: 'invoice.paid'; occurredAt: string; invoice: Invoice }
  | { id: string; type: 'invoice.payment_failed'; occurredAt: string; invoice: Invoice }
  /** A renewal needs the customer's authentication (3-D Secure): its invoice stays open. */
  | { id: string; type: 'invoice.payment_action_required'; occurredAt: string; invoice: Invoice }
  /** Anything else the provider sends: acknowledged, not acted upon. */
  | { id: string; type: 'ignored'; occurredAt: string; providerType: string };

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Creates the organization's customer, or updates it when `customerId` is given. */
  ensureCustomer(input: EnsureCustomerInput): Promise<ProviderCustomer>;
  createSetupIntent(customerId: string): Promise<SetupIntentResult>;
  /** Throws `CardDeclinedError` when the first payment is refused; nothing is kept then. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** Prorates a change of quantity or plan within the period. */
  updateSubscription(id: string, change: UpdateSubscriptionInput): Promise<ProviderSubscription>;
  /** What `updateSubscription` would bill for this change, without making it. */
  previewSubscriptionChange(id: string, change: UpdateSubscriptionInput): Promise<SubscriptionChangePreview>;
  cancelSubscription(id: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Null for an unknown, inactive or expired code. */
  validateCoupon(code: string): Promise<Coupon | null>;
  /** Newest first. */
  listInvoices(customerId: string): Promise<Invoice[]>;
  previewInvoice(input: PreviewInvoiceInput): Promise<InvoicePreview>;
  /** Verifies the signature over the raw body; throws `WebhookSignatureError` when it does not hold. */
  parseWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
