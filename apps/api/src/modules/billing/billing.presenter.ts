import type {
  BillingInfo,
  BillingInterval,
  BillingProfile,
  CurrentPlan,
  Invoice,
  Plan,
  Subscription,
  Totals,
} from '@starcrew/contract';
import { PLANS, unitPrice, type Coupon, type InvoicePreview, type PlanId } from '../../adapters/payments/index.ts';
import type { BillingProfileRow, InvoiceRow, SubscriptionRow } from '../../db/schema/index.ts';

/** The wire form of a plan of the catalogue. */
export function presentPlan(id: PlanId): Plan {
  const plan = PLANS[id];
  return {
    id: plan.id,
    name: plan.name,
    prices: { ...plan.prices },
    limits: {
      members_per_location: plan.limits.membersPerLocation,
      running_campaigns_per_location: plan.limits.runningCampaignsPerLocation,
      competitors_per_location: plan.limits.competitorsPerLocation,
    },
  };
}

/** decisions.md: a trial is reported as `active`, with `trial_ends_at`. */
export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    status: row.status === 'trialing' ? 'active' : row.status,
    plan: row.plan,
    interval: row.interval,
    quantity: row.quantity,
    trial_ends_at: row.status === 'trialing' ? (row.trialEndsAt?.toISOString() ?? null) : null,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    coupon_code: row.couponCode,
  };
}

export function presentCurrentPlan(row: SubscriptionRow | undefined): CurrentPlan {
  return row
    ? { plan: presentPlan(row.plan), subscription: presentSubscription(row) }
    : { plan: null, subscription: null };
}

/** Spec section 4: subscribed means status `active`, the trial included. */
export function isSubscribedRow(row: SubscriptionRow | undefined): boolean {
  return row?.status === 'active' || row?.status === 'trialing';
}

export function presentProfile(row: BillingProfileRow): BillingProfile {
  return {
    company_name: row.companyName,
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    billing_address: row.addressLine,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    company_registration_number: row.companyRegistrationNumber,
    vat_number: row.vatNumber,
    marketing_consent: row.marketingConsent,
    agreed_to_terms: true,
  };
}

/** The summary on the stored user (spec section 3), the address on one line. */
export function billingSummary(row: Omit<BillingProfileRow, 'createdAt' | 'updatedAt' | 'trialUsedAt'>): BillingInfo {
  return {
    company_name: row.companyName,
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    billing_address: `${row.addressLine}, ${row.postalCode} ${row.city}, ${row.country}`,
    company_registration_number: row.companyRegistrationNumber,
    vat_number: row.vatNumber,
    marketing_consent: row.marketingConsent,
    agreed_to_terms: true,
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    tax_rate: row.taxRate,
    reverse_charge: reverseChargeOf(row.document),
    total: row.total,
    amount_due: row.amountDue,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    url: row.hostedUrl,
  };
}

/** The provider's flag, kept in the stored invoice's document (billing.sync.ts). */
function reverseChargeOf(document: unknown): boolean {
  return (
    typeof document === 'object' &&
    document !== null &&
    (document as { reverseCharge?: unknown }).reverseCharge === true
  );
}

/**
 * The VAT of a preview, as every answer shows it (preview, coupon totals, next invoice): the
 * provider computed it with the one rule (`vatTreatment` in the sandbox, Stripe's automatic tax).
 */
export function presentVat(p: InvoicePreview): Pick<Totals, 'tax' | 'tax_rate' | 'reverse_charge'> {
  return { tax: p.tax, tax_rate: p.taxRate, reverse_charge: p.reverseCharge };
}

/** A price preview of `quantity` locations on a plan and interval. */
export function presentTotals(quantity: number, plan: PlanId, interval: BillingInterval, p: InvoicePreview): Totals {
  return {
    quantity,
    unit_amount: unitPrice(plan, interval),
    subtotal: p.subtotal,
    discount: p.discount,
    ...presentVat(p),
    total: p.total,
  };
}

/** A coupon as the coupon field shows it. */
export function presentCoupon(c: Coupon) {
  return {
    code: c.code,
    name: c.name,
    percent_off: c.discount.type === 'percent' ? c.discount.percentOff : null,
    amount_off: c.discount.type === 'amount' ? c.discount.amountOff : null,
    duration: c.duration,
    duration_in_months: c.durationInMonths,
  };
}
