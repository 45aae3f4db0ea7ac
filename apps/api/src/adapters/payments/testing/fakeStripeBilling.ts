/**
 * The arithmetic of the fake Stripe: invoices, discounts and automatic tax, written from
 * Stripe's documentation and independent of the adapters' own VAT code, so a test compares
 * two implementations instead of one with itself.
 */

export type Json = Record<string, unknown>;

export interface FakePrice {
  id: string;
  unit_amount: number;
  interval: 'month' | 'year';
  product_name: string;
}

export interface FakeCoupon {
  id: string;
  name?: string;
  percent_off?: number;
  amount_off?: number;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months?: number;
  valid?: boolean;
}

/** Stripe's error object; `status` is the HTTP status it is sent with. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(error.message);
  }
}

export function missing(kind: string, id: string, param: string): StripeHttpError {
  return new StripeHttpError(400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

const EU = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));

/**
 * Stripe Tax for a seller registered in France: French VAT at 20% for French buyers and EU
 * buyers without a VAT id, reverse charge for EU businesses with one, nothing outside the EU.
 */
export function automaticTax(country: string | undefined, hasEuVatId: boolean) {
  if (country === 'FR') return { rate: 20, reason: 'standard_rated' };
  if (country && EU.has(country))
    return hasEuVatId ? { rate: 0, reason: 'reverse_charge' } : { rate: 20, reason: 'standard_rated' };
  return { rate: 0, reason: 'not_subject_to_tax' };
}

export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const d = new Date(seconds * 1000);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return Math.floor(d.getTime() / 1000);
}

export interface InvoiceDraft {
  id: string;
  number: string;
  customer: Json;
  taxIds: string[];
  subscriptionId: string;
  itemId: string;
  price: FakePrice;
  quantity: number;
  period: { start: number; end: number };
  /** Zero for a trial period. */
  chargeable: boolean;
  coupon: FakeCoupon | null;
  discountId: string | null;
  automaticTax: boolean;
  status: 'paid' | 'open';
  created: number;
  billingReason: string;
}

/** An invoice object shaped like Stripe's (API 2025-03-31 and later: `parent`, `total_taxes`). */
export function buildInvoice(d: InvoiceDraft): Json {
  const amount = d.chargeable ? d.price.unit_amount * d.quantity : 0;
  const discount =
    !d.coupon || amount === 0
      ? 0
      : d.coupon.percent_off !== undefined
        ? Math.round((amount * d.coupon.percent_off) / 100)
        : Math.min(amount, d.coupon.amount_off ?? 0);
  const address = (d.customer['address'] ?? null) as Json | null;
  const tax = d.automaticTax ? automaticTax(address?.['country'] as string | undefined, d.taxIds.length > 0) : null;
  const taxable = amount - discount;
  const taxAmount = tax ? Math.round((taxable * tax.rate) / 100) : 0;
  const total = taxable + taxAmount;
  const paid = d.status === 'paid';
  const description = d.chargeable
    ? `${d.quantity} × ${d.price.product_name} (at €${(d.price.unit_amount / 100).toFixed(2)} / ${d.price.interval})`
    : `Trial period for ${d.price.product_name}`;
  return {
    id: d.id,
    object: 'invoice',
    number: d.number,
    customer: d.customer['id'],
    customer_name: d.customer['name'] ?? null,
    customer_email: d.customer['email'] ?? null,
    customer_address: address,
    customer_tax_ids: d.taxIds.map((value) => ({ type: 'eu_vat', value })),
    status: d.status,
    currency: 'eur',
    billing_reason: d.billingReason,
    created: d.created,
    period_start: d.period.start,
    period_end: d.period.start,
    subtotal: amount,
    subtotal_excluding_tax: amount,
    total,
    total_excluding_tax: taxable,
    total_discount_amounts: d.discountId ? [{ amount: discount, discount: d.discountId }] : [],
    total_taxes: tax
      ? [
          {
            amount: taxAmount,
            taxable_amount: taxable,
            taxability_reason: tax.reason,
            tax_behavior: 'exclusive',
            type: 'tax_rate_details',
            tax_rate_details: { tax_rate: `txr_${tax.rate}` },
          },
        ]
      : [],
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    hosted_invoice_url: `https://invoice.stripe.com/i/${d.id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/${d.id}/pdf`,
    status_transitions: { finalized_at: d.created, paid_at: paid ? d.created : null },
    parent: { type: 'subscription_details', subscription_details: { subscription: d.subscriptionId, metadata: {} } },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${d.id}/lines`,
      data: [
        {
          id: `il_${d.id}`,
          object: 'line_item',
          amount,
          currency: 'eur',
          description,
          quantity: d.quantity,
          period: d.period,
          pricing: { type: 'price_details', price_details: { price: d.price.id, product: `prod_${d.price.id}` } },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              proration: false,
              proration_details: null,
              subscription: d.subscriptionId,
              subscription_item: d.itemId,
              invoice_item: null,
            },
          },
        },
      ],
    },
    automatic_tax: {
      enabled: d.automaticTax,
      status: d.automaticTax ? 'complete' : null,
      liability: null,
      disabled_reason: null,
    },
    livemode: false,
  };
}
