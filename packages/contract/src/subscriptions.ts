import { z } from './zod.ts';
import { cardSchema, vatFields } from './billing.ts';
import { envelope } from './envelope.ts';
import { describe, requiredString, stringField } from './fields.ts';
import { billingIntervalSchema, planIdSchema, planSchema } from './plans.ts';

/**
 * The subscription calls of spec section 7 (subscribe, coupon, network plans, subscription info,
 * cancel) and the ones the screens need beside them (current plan, previews, change of plan).
 * Amounts are integer euro cents, VAT excluded unless named `total`; instants are ISO 8601 strings.
 */

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
