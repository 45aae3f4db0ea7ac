import { PaymentRequestError } from './payments.errors.ts';
import type { BillingInterval, Cents, PlanId } from './payments.types.ts';

/** `null` means unlimited. */
export interface PlanLimits {
  /** Team members (managers and sellers) per active location. */
  membersPerLocation: number | null;
  runningCampaignsPerLocation: number | null;
  competitorsPerLocation: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Per active location, VAT excluded. */
  prices: Record<BillingInterval, Cents>;
  limits: PlanLimits;
}

/** Ordered from the smallest to the largest, as the plans page lists them. */
export const PLAN_IDS = ['essential', 'pro', 'network'] as const satisfies readonly PlanId[];
export const BILLING_INTERVALS = ['month', 'year'] as const satisfies readonly BillingInterval[];

/** Trial length of decisions.md; Stripe's `trial_period_days` takes the same number. */
export const TRIAL_DAYS = 14;

/** The catalogue of decisions.md ("Accounts, roles and billing"). */
export const PLANS: Readonly<Record<PlanId, Plan>> = {
  essential: {
    id: 'essential',
    name: 'Essential',
    prices: { month: 2900, year: 29000 },
    limits: { membersPerLocation: 5, runningCampaignsPerLocation: 2, competitorsPerLocation: 3 },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    prices: { month: 5900, year: 59000 },
    limits: { membersPerLocation: 25, runningCampaignsPerLocation: null, competitorsPerLocation: 5 },
  },
  network: {
    id: 'network',
    name: 'Network',
    prices: { month: 9900, year: 99000 },
    limits: { membersPerLocation: null, runningCampaignsPerLocation: null, competitorsPerLocation: 10 },
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingInterval(value: unknown): value is BillingInterval {
  return value === 'month' || value === 'year';
}

/** Price of one active location for one period. */
export function unitPrice(plan: PlanId, interval: BillingInterval): Cents {
  return PLANS[plan].prices[interval];
}

/** A subscription bills at least one location; the quantity is a whole number of them. */
export function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) {
    throw new PaymentRequestError(
      `quantity must be an integer from 1 to 10000 (got ${quantity})`,
      'parameter_invalid_integer',
      'quantity',
    );
  }
}
