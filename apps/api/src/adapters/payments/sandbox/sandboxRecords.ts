import type {
  BillingAddress,
  BillingInterval,
  Cents,
  Coupon,
  InvoiceLine,
  PlanId,
  ProviderSubscription,
  SubscriptionStatus,
} from '../payments.types.ts';
import type { CardBehaviour, CardBrand } from './sandboxCards.ts';

/** What the sandbox stores, as JSON, under the keys of `keys`. */

export interface CustomerRecord {
  id: string;
  organizationId: string;
  email: string;
  name: string;
  country: string;
  vatNumber: string | null;
  address: BillingAddress;
  /** Credit left by a downgrade, taken off the next invoices (Stripe's customer balance). */
  creditBalance: Cents;
}

export interface SetupIntentRecord {
  id: string;
  customerId: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethodId: string | null;
}

export interface PaymentMethodRecord {
  id: string;
  customerId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  /** False while 3-D Secure is pending: the card cannot be used yet. */
  usable: boolean;
}

export interface DiscountRecord {
  coupon: Coupon;
  /** When the first paid period began; repeating coupons count their months from it. */
  start: string | null;
  /** A `once` coupon is spent by the first invoice it reduced. */
  spent: boolean;
}

export interface SubscriptionRecord {
  id: string;
  customerId: string;
  plan: PlanId;
  interval: BillingInterval;
  quantity: number;
  status: SubscriptionStatus;
  trialEnd: string | null;
  /** Billing periods are counted from this instant, keeping its day of month. */
  anchor: string;
  /** Index of the current paid period from the anchor; -1 during the trial. */
  period: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  paymentMethodId: string;
  discount: DiscountRecord | null;
  /** Proration lines waiting for the next invoice. */
  pendingLines: InvoiceLine[];
  /** The unpaid invoice of a past_due subscription, retried on a schedule. */
  openInvoiceId: string | null;
  failedAttempts: number;
  nextRetryAt: string | null;
}

export const keys = {
  customer: (id: string) => `customer:${id}`,
  customerOfOrganization: (organizationId: string) => `organization-customer:${organizationId}`,
  setupIntent: (id: string) => `setup-intent:${id}`,
  paymentMethod: (id: string) => `payment-method:${id}`,
  subscription: (id: string) => `subscription:${id}`,
  /** Every subscription id, for the periodic renewal pass. */
  subscriptions: () => 'subscriptions',
  invoice: (id: string) => `invoice:${id}`,
  invoicesOfCustomer: (customerId: string) => `customer-invoices:${customerId}`,
  invoiceSequence: (organizationId: string, year: number) => `invoice-sequence:${organizationId}:${year}`,
};

export function discountApplies(discount: DiscountRecord | null, periodStart: string): boolean {
  if (!discount) return false;
  switch (discount.coupon.duration) {
    case 'forever':
      return true;
    case 'once':
      return !discount.spent;
    case 'repeating': {
      if (!discount.start) return true;
      const end = addMonths(discount.start, discount.coupon.durationInMonths ?? 0);
      return Date.parse(periodStart) < Date.parse(end);
    }
  }
}

export function toProviderSubscription(record: SubscriptionRecord, now: Date): ProviderSubscription {
  return {
    id: record.id,
    customerId: record.customerId,
    plan: record.plan,
    interval: record.interval,
    quantity: record.quantity,
    status: record.status,
    trialEnd: record.trialEnd,
    currentPeriodStart: record.currentPeriodStart,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    canceledAt: record.canceledAt,
    couponCode:
      record.status !== 'canceled' && discountApplies(record.discount, now.toISOString())
        ? record.discount!.coupon.code
        : null,
    paymentMethodId: record.paymentMethodId,
  };
}

/**
 * `months` after `iso`, keeping the day of month and clamping to the month's last day
 * (Jan 31 → Feb 28 → Mar 31 when counted from the anchor), as Stripe bills.
 */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}

export function periodBounds(
  anchor: string,
  interval: BillingInterval,
  period: number,
): { start: string; end: string } {
  const step = interval === 'month' ? 1 : 12;
  return { start: addMonths(anchor, period * step), end: addMonths(anchor, (period + 1) * step) };
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}
