import { z } from './zod.ts';
import { billingInfoSchema } from './auth.ts';
import { envelope, paginationSchema } from './envelope.ts';
import { describe, emailField, requiredString, stringField } from './fields.ts';

/**
 * The billing calls of spec section 7 (plans, subscriptions, coupon, network plans,
 * subscription info, cancel) and the ones the screens need beside them (billing info,
 * invoices, change of plan, sandbox card). Amounts are integer euro cents, VAT excluded
 * unless named `total`; instants are ISO 8601 strings.
 */

export const planIds = ['essential', 'pro', 'network'] as const;
export const planIdSchema = z.enum(planIds, { error: describe('validation.required', { field: 'field.plan' }) });
export type PlanId = z.infer<typeof planIdSchema>;
export const billingIntervalSchema = z.enum(['month', 'year'], {
  error: describe('validation.required', { field: 'field.interval' }),
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Reasons offered by the cancel modal. */
export const cancelReasons = [
  'too_expensive',
  'missing_features',
  'not_using',
  'switching_service',
  'temporary',
  'other',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** `null` means unlimited (decisions.md). */
export const planLimitsSchema = z.object({
  members_per_location: z.nullable(z.number().check(z.int())),
  running_campaigns_per_location: z.nullable(z.number().check(z.int())),
  competitors_per_location: z.number().check(z.int()),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/**
 * What the plan limits count (decisions.md): active team members (sellers and managers, not the
 * owner) tied to each location, campaigns running today, and competitors at each location.
 */
export const planResources = ['members', 'running_campaigns', 'competitors'] as const;
export type PlanResource = (typeof planResources)[number];

/** The organization's usage of each limited resource; `members` and `competitors` are the most at one location. */
export const planUsageSchema = z.object({
  members: z.number().check(z.int()),
  running_campaigns: z.number().check(z.int()),
  competitors: z.number().check(z.int()),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** A resource whose usage is above what a plan allows for the active locations. */
export const exceededLimitSchema = z.object({
  resource: z.enum(planResources),
  count: z.number().check(z.int()),
  limit: z.number().check(z.int()),
});
export type ExceededLimit = z.infer<typeof exceededLimitSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Per active location and period, VAT excluded. */
  prices: z.object({ month: z.number().check(z.int()), year: z.number().check(z.int()) }),
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;

/**
 * A plan of `GET /v1/manager/plans`, with whether the organization's current usage fits it at
 * its active locations (at least one): a plan that does not fit cannot be chosen.
 */
export const planOptionSchema = z.extend(planSchema, {
  fits: z.boolean(),
  exceeded: z.array(exceededLimitSchema),
});
export type PlanOption = z.infer<typeof planOptionSchema>;

/** `GET /v1/manager/plans`: the catalogue and what the page needs around it. */
export const plansResponseSchema = z.object({
  data: z.array(planOptionSchema),
  pageData: z.object({
    currency: z.literal('EUR'),
    trial_days: z.number().check(z.int()),
    /** False once the organization has had its trial (decisions.md: once per organization). */
    trial_available: z.boolean(),
    /** Rounded percent saved by paying yearly rather than 12 months. */
    annual_saving_percent: z.number().check(z.int()),
    active_locations: z.number().check(z.int()),
    current_plan: z.nullable(planIdSchema),
    current_interval: z.nullable(billingIntervalSchema),
    has_billing_info: z.boolean(),
    /** What the limits apply to today, for the screens that weigh a choice of locations. */
    usage: planUsageSchema,
  }),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** Status as the client sees it: a trial is `active` with `trial_ends_at` (decisions.md). */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'past_due', 'canceled', 'incomplete']),
  plan: planIdSchema,
  interval: billingIntervalSchema,
  quantity: z.number().check(z.int()),
  trial_ends_at: z.nullable(z.string()),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.nullable(z.string()),
  coupon_code: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec section 3: plan response data is the plan and the subscription with its status. */
export const currentPlanSchema = z.object({
  plan: z.nullable(planSchema),
  subscription: z.nullable(subscriptionSchema),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;
export const currentPlanResponseSchema = envelope(currentPlanSchema);
export type CurrentPlanResponse = z.infer<typeof currentPlanResponseSchema>;

const optionalText = (field: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        stringField(field).check(
          z.trim(),
          z.maxLength(max, { error: describe('validation.max', { field: `field.${field}`, max }) }),
        ),
      ),
    ),
    z.transform((v) => (v ? v : null)),
  );
const text = (field: string, max: number) =>
  requiredString(field).check(
    z.maxLength(max, { error: describe('validation.max', { field: `field.${field}`, max }) }),
  );

/** Billing info of spec section 3, with the address in parts (VAT depends on the country). */
export const billingInfoRequestSchema = z.object({
  company_name: text('companyName', 120),
  contact_name: text('contactName', 120),
  phone: text('phone', 30).check(
    z.regex(/^\+?[\d\s().-]{6,30}$/, {
      error: describe('validation.invalid', { field: 'field.phone' }),
    }),
  ),
  email: emailField('email'),
  billing_address: text('billingAddress', 200),
  postal_code: text('postalCode', 20),
  city: text('city', 100),
  country: requiredString('country').check(
    z.regex(/^[A-Za-z]{2}$/, {
      error: describe('validation.invalid', { field: 'field.country' }),
    }),
  ),
  company_registration_number: optionalText('companyRegistrationNumber', 40),
  vat_number: optionalText('vatNumber', 20),
  marketing_consent: z._default(z.optional(z.boolean()), false),
  /** Spec section 5: must agree to the CGU and CGV. */
  agreed_to_terms: z.literal(true, { error: describe('billing.termsRequired') }),
});
export type BillingInfoRequest = z.input<typeof billingInfoRequestSchema>;

export const billingProfileSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  billing_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  company_registration_number: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  marketing_consent: z.boolean(),
  agreed_to_terms: z.boolean(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
/** The profile, and the user's summary (`billing_info` of the stored user) to update the session with. */
export const billingInfoResponseSchema = envelope(
  z.object({ profile: z.nullable(billingProfileSchema), billing_info: z.nullable(billingInfoSchema) }),
);
export type BillingInfoResponse = z.infer<typeof billingInfoResponseSchema>;

export const setupIntentResponseSchema = envelope(
  z.object({
    setup_intent_id: z.string(),
    client_secret: z.string(),
    provider: z.enum(['stripe', 'sandbox']),
  }),
);
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** The sandbox's card form (our own fields; never used with Stripe). */
export const sandboxCardRequestSchema = z.object({
  setup_intent_id: requiredString('setupIntent'),
  number: requiredString('cardNumber'),
  exp_month: z.coerce.number({ error: describe('validation.required', { field: 'field.expMonth' }) }).check(z.int()),
  exp_year: z.coerce.number({ error: describe('validation.required', { field: 'field.expYear' }) }).check(z.int()),
  cvc: requiredString('cvc'),
});
export type SandboxCardRequest = z.input<typeof sandboxCardRequestSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().check(z.int()),
  exp_year: z.number().check(z.int()),
});
export const sandboxCardResponseSchema = envelope(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('succeeded'), payment_method_id: z.string(), card: cardSchema }),
    z.object({ status: z.literal('requires_action'), setup_intent_id: z.string() }),
  ]),
);
export type SandboxCardResponse = z.infer<typeof sandboxCardResponseSchema>;
export const sandboxAuthenticateRequestSchema = z.object({ approve: z.boolean() });

const couponCode = z.pipe(
  z.optional(
    stringField('couponCode').check(
      z.trim(),
      z.maxLength(50, { error: describe('validation.max', { field: 'field.couponCode', max: 50 }) }),
    ),
  ),
  z.transform((v) => (v ? v : undefined)),
);

export const createSubscriptionRequestSchema = z.object({
  plan: planIdSchema,
  interval: billingIntervalSchema,
  payment_method_id: requiredString('paymentMethod'),
  coupon_code: couponCode,
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

export const changeSubscriptionRequestSchema = z.object({ plan: planIdSchema, interval: billingIntervalSchema });
export type ChangeSubscriptionRequest = z.input<typeof changeSubscriptionRequestSchema>;

/**
 * VAT as the server computed it (decisions.md): 20% in France, 0% under the EU reverse charge
 * (a valid EU VAT number outside France), 20% otherwise. `reverse_charge` says when the mention
 * "VAT reverse charge" belongs beside the amounts; every VAT figure of the API follows this rule.
 */
const vatFields = {
  tax: z.number().check(z.int()),
  /** Percent, e.g. 20; 0 under reverse charge. */
  tax_rate: z.number(),
  reverse_charge: z.boolean(),
};

export const totalsSchema = z.object({
  quantity: z.number().check(z.int()),
  unit_amount: z.number().check(z.int()),
  subtotal: z.number().check(z.int()),
  discount: z.number().check(z.int()),
  ...vatFields,
  total: z.number().check(z.int()),
});
export type Totals = z.infer<typeof totalsSchema>;

export const previewQuerySchema = z.object({
  plan: planIdSchema,
  interval: billingIntervalSchema,
  /** Locations about to be activated; the active ones when absent. */
  quantity: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});
export const previewResponseSchema = envelope(totalsSchema);

/** GET /manager/subscriptions/change-preview: the plan and interval a change would move to. */
export const changePreviewQuerySchema = changeSubscriptionRequestSchema;

/**
 * What a change of plan or interval would bill, before the owner confirms it (issue 19):
 * the new recurring invoice, the proration, and when it takes effect and is invoiced.
 */
export const changePreviewSchema = z.object({
  plan: planIdSchema,
  interval: billingIntervalSchema,
  /** The new invoice of each period: price per location × active locations, with VAT. */
  totals: totalsSchema,
  /** Prorated amount excl. VAT for the rest of the current period (negative: a credit); 0 in a trial. */
  proration: z.number().check(z.int()),
  /** When the new plan applies: at once. */
  effective_at: z.string(),
  /** True when an invoice is issued at once (a new interval restarts the period). */
  billed_now: z.boolean(),
  /** The date of the invoice that carries the change. */
  invoice_at: z.string(),
  /** The end of the period the change runs in. */
  period_end: z.string(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;
export const changePreviewResponseSchema = envelope(changePreviewSchema);

export const applyCouponRequestSchema = z.object({
  code: requiredString('couponCode').check(
    z.maxLength(50, {
      error: describe('validation.max', { field: 'field.couponCode', max: 50 }),
    }),
  ),
  plan: planIdSchema,
  interval: billingIntervalSchema,
  quantity: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
});
export type ApplyCouponRequest = z.input<typeof applyCouponRequestSchema>;

export const couponSchema = z.object({
  code: z.string(),
  name: z.string(),
  percent_off: z.nullable(z.number()),
  amount_off: z.nullable(z.number().check(z.int())),
  duration: z.enum(['once', 'repeating', 'forever']),
  duration_in_months: z.nullable(z.number().check(z.int())),
});
export type Coupon = z.infer<typeof couponSchema>;
export const applyCouponResponseSchema = envelope(z.object({ coupon: couponSchema, totals: totalsSchema }));
export type ApplyCouponResponse = z.infer<typeof applyCouponResponseSchema>;

/** My Networks' activation: the selected locations become active and are billed (with proration). */
export const networkPlansRequestSchema = z.object({
  location_ids: z
    .array(
      stringField('location').check(z.uuid({ error: describe('validation.invalid', { field: 'field.location' }) })),
    )
    .check(z.minLength(1, { error: describe('billing.locationsRequired') })),
  /** Needed only to start a subscription; an existing one keeps its plan. */
  plan: z.optional(planIdSchema),
  interval: z.optional(billingIntervalSchema),
  payment_method_id: z.optional(stringField('paymentMethod')),
  coupon_code: couponCode,
});
export type NetworkPlansRequest = z.input<typeof networkPlansRequestSchema>;
export const networkPlansResponseSchema = envelope(
  z.extend(currentPlanSchema, { active_locations: z.number().check(z.int()) }),
);

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  status: z.string(),
  subtotal: z.number().check(z.int()),
  discount: z.number().check(z.int()),
  ...vatFields,
  total: z.number().check(z.int()),
  amount_due: z.number().check(z.int()),
  period_start: z.string(),
  period_end: z.string(),
  issued_at: z.string(),
  paid_at: z.nullable(z.string()),
  url: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema), pagination: paginationSchema });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const subscriptionIdParamsSchema = z.object({ id: stringField('request').check(z.uuid()) });
export const subscriptionInfoResponseSchema = envelope(
  z.extend(currentPlanSchema, {
    /** `amount` is the total VAT included (none under reverse charge). */
    next_invoice: z.nullable(z.object({ date: z.string(), amount: z.number().check(z.int()), ...vatFields })),
    card: z.nullable(cardSchema),
  }),
);
export type SubscriptionInfoResponse = z.infer<typeof subscriptionInfoResponseSchema>;

export const cancelSubscriptionRequestSchema = z.object({
  reason: z.enum(cancelReasons, { error: describe('validation.required', { field: 'field.reason' }) }),
  details: z.optional(
    stringField('details').check(
      z.trim(),
      z.maxLength(1000, { error: describe('validation.max', { field: 'field.details', max: 1000 }) }),
    ),
  ),
});
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

/** Message ids of the billing answers, in the i18n catalogues. */
export const billingMessageIds = {
  /** 406 SubscriptionException (spec section 8). */
  subscriptionRequired: 'billing.subscriptionRequired',
  termsRequired: 'billing.termsRequired',
  billingInfoSaved: 'billing.billingInfoSaved',
  billingInfoRequired: 'billing.billingInfoRequired',
  couponInvalid: 'billing.couponInvalid',
  couponApplied: 'billing.couponApplied',
  vatInvalid: 'billing.vatInvalid',
  subscribed: 'billing.subscribed',
  alreadySubscribed: 'billing.alreadySubscribed',
  noSubscription: 'billing.noSubscription',
  planChanged: 'billing.planChanged',
  canceled: 'billing.canceled',
  locationsActivated: 'billing.locationsActivated',
  locationsRequired: 'billing.locationsRequired',
  paymentMethodRequired: 'billing.paymentMethodRequired',
  paymentFailed: 'billing.paymentFailed',
  /** 403 PlanLimitReached: one more does not fit under the plan. */
  limitReached: 'billing.limitReached',
  /** 403 PlanLimitReached: a location would take part in more running campaigns on one day than the plan allows. */
  campaignsLimitReached: 'billing.campaignsLimitReached',
  /** 422: the plan (or number of locations) chosen is too small for what the organization has. */
  planTooSmall: 'billing.planTooSmall',
} as const;
