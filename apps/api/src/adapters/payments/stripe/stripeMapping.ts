import type Stripe from 'stripe';
import { PaymentProviderError } from '../payments.errors.ts';
import type {
  BillingInterval,
  Coupon,
  Invoice,
  InvoiceLine,
  InvoicePreview,
  InvoiceStatus,
  PlanId,
  ProviderSubscription,
  SubscriptionStatus,
} from '../payments.types.ts';
import { BILLING_INTERVALS, PLAN_IDS, isBillingInterval, isPlanId } from '../plans.ts';

/** Price ids of the Stripe account, one per plan and interval (configuration). */
export type StripePriceMap = Record<PlanId, Record<BillingInterval, string>>;

export function isoFromUnix(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function planOfPrice(
  prices: StripePriceMap,
  priceId: string,
): { plan: PlanId; interval: BillingInterval } | null {
  for (const plan of PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      if (prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return null;
}

/**
 * Stripe has more statuses than the server needs. `unpaid` and `paused` (trial ended
 * without a usable card) both mean "owes money, no service": past_due. An abandoned first
 * payment (`incomplete_expired`) is as good as canceled.
 */
export function mapSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      throw new PaymentProviderError(`Unknown Stripe subscription status ${status}`, false);
  }
}

export function mapSubscription(sub: Stripe.Subscription, prices: StripePriceMap): ProviderSubscription {
  const item = sub.items.data[0];
  if (!item) throw new PaymentProviderError(`Subscription ${sub.id} has no item`, false);
  // The price decides the plan; metadata is the fallback for prices retired from config.
  const fromPrice = planOfPrice(prices, item.price.id);
  const plan = fromPrice?.plan ?? (isPlanId(sub.metadata['plan']) ? sub.metadata['plan'] : null);
  const interval =
    fromPrice?.interval ?? (isBillingInterval(sub.metadata['interval']) ? sub.metadata['interval'] : null);
  if (!plan || !interval) throw new PaymentProviderError(`Price ${item.price.id} is not in the catalogue`, false);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    plan,
    interval,
    quantity: item.quantity ?? 1,
    status: mapSubscriptionStatus(sub.status),
    trialEnd: sub.trial_end ? isoFromUnix(sub.trial_end) : null,
    // Since API 2025-03-31 the period lives on the item, not on the subscription.
    currentPeriodStart: isoFromUnix(item.current_period_start),
    currentPeriodEnd: isoFromUnix(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at ? isoFromUnix(sub.canceled_at) : null,
    // Stripe drops a spent discount from `discounts`; the code is ours, kept in metadata.
    couponCode: sub.discounts.length > 0 ? (sub.metadata['coupon_code'] ?? null) : null,
    paymentMethodId: idOf(sub.default_payment_method),
  };
}

export function mapCoupon(code: string, coupon: Stripe.Coupon): Coupon | null {
  const discount =
    coupon.percent_off !== null
      ? ({ type: 'percent', percentOff: coupon.percent_off } as const)
      : coupon.amount_off !== null && coupon.currency === 'eur'
        ? ({ type: 'amount', amountOff: coupon.amount_off, currency: 'eur' } as const)
        : null;
  // An amount in another currency cannot apply to our EUR prices.
  if (!discount) return null;
  return {
    code: code.toUpperCase(),
    name: coupon.name ?? code.toUpperCase(),
    discount,
    duration: coupon.duration as Coupon['duration'],
    durationInMonths: coupon.duration_in_months,
  };
}

function sum(values: Array<{ amount: number }> | null | undefined): number {
  return (values ?? []).reduce((total, v) => total + v.amount, 0);
}

/** Percent, from what Stripe taxed; 0 when nothing was taxable or the rule is reverse charge. */
function effectiveTaxRate(invoice: Stripe.Invoice): { taxRate: number; reverseCharge: boolean } {
  const taxes = invoice.total_taxes ?? [];
  const reverseCharge = taxes.some((t) => t.taxability_reason === 'reverse_charge');
  const taxable = taxes.reduce((total, t) => total + (t.taxable_amount ?? 0), 0);
  if (reverseCharge || taxable === 0) return { taxRate: 0, reverseCharge };
  return { taxRate: Math.round((sum(taxes) * 10_000) / taxable) / 100, reverseCharge };
}

export function mapPreview(invoice: Stripe.Invoice): InvoicePreview {
  return {
    subtotal: invoice.subtotal,
    discount: sum(invoice.total_discount_amounts),
    tax: sum(invoice.total_taxes),
    ...effectiveTaxRate(invoice),
    total: invoice.total,
    currency: 'eur',
  };
}

function mapLine(line: Stripe.InvoiceLineItem): InvoiceLine {
  const quantity = line.quantity ?? 1;
  return {
    description: line.description ?? '',
    quantity,
    unitAmount: quantity ? Math.round(line.amount / quantity) : line.amount,
    amount: line.amount,
    proration: line.parent?.subscription_item_details?.proration ?? false,
    periodStart: isoFromUnix(line.period.start),
    periodEnd: isoFromUnix(line.period.end),
  };
}

export function mapInvoice(invoice: Stripe.Invoice): Invoice {
  const lines = invoice.lines.data.map(mapLine);
  // An invoice's own period_start/end is the period *before* it for subscriptions;
  // the period billed is on its lines.
  const billed = lines.find((l) => !l.proration) ?? lines[0];
  const address = invoice.customer_address;
  const vat = invoice.customer_tax_ids?.find((t) => t.type === 'eu_vat')?.value ?? null;
  const { taxRate, reverseCharge } = effectiveTaxRate(invoice);
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null),
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    currency: 'eur',
    subtotal: invoice.subtotal,
    discount: sum(invoice.total_discount_amounts),
    tax: sum(invoice.total_taxes),
    taxRate,
    reverseCharge,
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    periodStart: billed?.periodStart ?? isoFromUnix(invoice.period_start),
    periodEnd: billed?.periodEnd ?? isoFromUnix(invoice.period_end),
    createdAt: isoFromUnix(invoice.created),
    paidAt: invoice.status_transitions.paid_at ? isoFromUnix(invoice.status_transitions.paid_at) : null,
    lines,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    billedTo: {
      name: invoice.customer_name ?? '',
      email: invoice.customer_email ?? '',
      address: address
        ? {
            line1: address.line1 ?? '',
            ...(address.line2 ? { line2: address.line2 } : {}),
            postalCode: address.postal_code ?? '',
            city: address.city ?? '',
            country: address.country ?? '',
          }
        : null,
      vatNumber: vat,
    },
  };
}
