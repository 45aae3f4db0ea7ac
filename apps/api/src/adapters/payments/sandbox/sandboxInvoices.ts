import type { BillingInterval, Invoice, InvoiceLine, PlanId } from '../payments.types.ts';
import { PLANS, unitPrice } from '../plans.ts';
import { invoiceAmounts } from '../pricing.ts';
import { type CustomerRecord, type SubscriptionRecord, discountApplies } from './sandboxRecords.ts';

export function planLine(
  plan: PlanId,
  interval: BillingInterval,
  quantity: number,
  start: string,
  end: string,
): InvoiceLine {
  const unit = unitPrice(plan, interval);
  return {
    description: `${quantity} × ${PLANS[plan].name} (${interval === 'month' ? 'monthly' : 'annual'}, per active location)`,
    quantity,
    unitAmount: unit,
    amount: unit * quantity,
    proration: false,
    periodStart: start,
    periodEnd: end,
  };
}

/**
 * Stripe's `create_prorations` for a change inside the period: a credit for the unused
 * time of the old price and quantity, a charge for the remaining time of the new ones,
 * both to the second, billed with the next invoice.
 */
export function prorationLines(
  sub: SubscriptionRecord,
  next: { plan: PlanId; quantity: number },
  now: Date,
): InvoiceLine[] {
  const start = Date.parse(sub.currentPeriodStart);
  const end = Date.parse(sub.currentPeriodEnd);
  const fraction = Math.max(0, Math.min(1, (end - now.getTime()) / (end - start)));
  const from = now.toISOString();
  const date = from.slice(0, 10);
  const line = (plan: PlanId, quantity: number, sign: 1 | -1, label: string): InvoiceLine => {
    const unit = Math.round(unitPrice(plan, sub.interval) * fraction);
    return {
      description: `${label} time on ${quantity} × ${PLANS[plan].name} after ${date}`,
      quantity,
      unitAmount: sign * unit,
      amount: sign * unit * quantity,
      proration: true,
      periodStart: from,
      periodEnd: sub.currentPeriodEnd,
    };
  };
  return [line(sub.plan, sub.quantity, -1, 'Unused'), line(next.plan, next.quantity, 1, 'Remaining')];
}

export interface DraftedInvoice {
  invoice: Omit<Invoice, 'number' | 'status' | 'paidAt' | 'amountPaid'>;
  /** True when a `once` coupon was used by this invoice. */
  spendsCoupon: boolean;
  /** The customer's credit after this invoice. */
  creditBalance: number;
}

/** Totals of an invoice under the customer's VAT treatment, the subscription's discount and credit. */
export function draftInvoice(input: {
  id: string;
  customer: CustomerRecord;
  subscription: SubscriptionRecord;
  lines: InvoiceLine[];
  periodStart: string;
  periodEnd: string;
  now: Date;
}): DraftedInvoice {
  const { customer, subscription, lines } = input;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const coupon = discountApplies(subscription.discount, input.periodStart) ? subscription.discount!.coupon : null;
  const amounts = invoiceAmounts(subtotal, coupon, {
    country: customer.country,
    ...(customer.vatNumber ? { vatNumber: customer.vatNumber } : {}),
  });
  // A negative total (downgrade credit) is kept as customer credit, like Stripe's balance.
  const credit = customer.creditBalance;
  const used = Math.min(credit, Math.max(0, amounts.total));
  const creditBalance = amounts.total < 0 ? credit - amounts.total : credit - used;
  return {
    invoice: {
      id: input.id,
      customerId: customer.id,
      subscriptionId: subscription.id,
      currency: 'eur',
      subtotal: amounts.subtotal,
      discount: amounts.discount,
      tax: amounts.tax,
      taxRate: amounts.taxRate,
      reverseCharge: amounts.reverseCharge,
      total: amounts.total,
      amountDue: Math.max(0, amounts.total - used),
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      createdAt: input.now.toISOString(),
      lines,
      hostedInvoiceUrl: `/api/v1/sandbox/payments/invoices/${input.id}`,
      pdfUrl: null,
      billedTo: {
        name: customer.name,
        email: customer.email,
        address: customer.address,
        vatNumber: customer.vatNumber,
      },
    },
    spendsCoupon: coupon?.duration === 'once' && amounts.discount > 0,
    creditBalance,
  };
}

/** `SC-2026-0001`: per organization and calendar year, without gaps (French invoicing rules). */
export function invoiceNumber(year: number, sequence: number): string {
  return `SC-${year}-${String(sequence).padStart(4, '0')}`;
}
