import { z } from './zod.ts';
import { describe } from './fields.ts';

/**
 * The plan catalogue of spec section 7 (`GET /v1/manager/plans`): the plans, their prices and
 * limits, and what the organization uses of them (`planLimits.ts` reads the limits). Amounts are
 * integer euro cents, VAT excluded.
 */

export const planIds = ['essential', 'pro', 'network'] as const;
export const planIdSchema = z.enum(planIds, { error: describe('validation.required', { field: 'field.plan' }) });
export type PlanId = z.infer<typeof planIdSchema>;
export const billingIntervalSchema = z.enum(['month', 'year'], {
  error: describe('validation.required', { field: 'field.interval' }),
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

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
