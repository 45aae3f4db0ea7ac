import type { Coupon } from '../payments.types.ts';

export interface SandboxCoupon extends Coupon {
  /** ISO instant after which the code is refused; null never expires. */
  redeemBy: string | null;
}

/** The codes the sandbox knows, one of each kind of coupon, and one expired. */
export const SANDBOX_COUPONS: readonly SandboxCoupon[] = [
  {
    code: 'WELCOME20',
    name: 'Welcome 20%',
    discount: { type: 'percent', percentOff: 20 },
    duration: 'once',
    durationInMonths: null,
    redeemBy: null,
  },
  {
    code: 'PARTNER10',
    name: 'Partner €10 off',
    discount: { type: 'amount', amountOff: 1000, currency: 'eur' },
    duration: 'forever',
    durationInMonths: null,
    redeemBy: null,
  },
  {
    code: 'SPRING50',
    name: 'Spring 50% for 3 months',
    discount: { type: 'percent', percentOff: 50 },
    duration: 'repeating',
    durationInMonths: 3,
    redeemBy: null,
  },
  {
    code: 'EXPIRED',
    name: 'Expired 30%',
    discount: { type: 'percent', percentOff: 30 },
    duration: 'once',
    durationInMonths: null,
    redeemBy: '2025-01-01T00:00:00.000Z',
  },
];

/** Codes are matched case-insensitively and without surrounding spaces, like promotion codes. */
export function findSandboxCoupon(coupons: readonly SandboxCoupon[], code: string, now: Date): Coupon | null {
  const wanted = code.trim().toUpperCase();
  const found = coupons.find((c) => c.code === wanted);
  if (!found || (found.redeemBy !== null && Date.parse(found.redeemBy) <= now.getTime())) return null;
  const { redeemBy: _redeemBy, ...coupon } = found;
  return coupon;
}
