import type { Cents, Coupon, InvoicePreview, VatContext } from './payments.types.ts';
import { vatAmount, vatTreatment } from './vat.ts';

/** The sandbox's invoices and previews are computed by the same function, so they cannot disagree. */
export type InvoiceAmounts = InvoicePreview;

/**
 * Discount of a coupon on a subtotal. Percentages round to the cent like Stripe; an amount
 * off never makes the invoice negative, and nothing is discounted on a credit.
 */
export function couponDiscount(subtotal: Cents, coupon: Coupon | null): Cents {
  if (!coupon || subtotal <= 0) return 0;
  if (coupon.discount.type === 'percent') return Math.round((subtotal * coupon.discount.percentOff) / 100);
  return Math.min(subtotal, coupon.discount.amountOff);
}

/** The figures of an invoice: subtotal, then discount, then VAT on what remains. */
export function invoiceAmounts(subtotal: Cents, coupon: Coupon | null, vat: VatContext): InvoiceAmounts {
  const discount = couponDiscount(subtotal, coupon);
  const { rate, reverseCharge } = vatTreatment(vat);
  const tax = vatAmount(subtotal - discount, rate);
  return { subtotal, discount, tax, taxRate: rate, total: subtotal - discount + tax, currency: 'eur', reverseCharge };
}
