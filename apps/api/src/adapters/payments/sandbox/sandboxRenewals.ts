import type { Invoice } from '../payments.types.ts';
import { planLine } from './sandboxInvoices.ts';
import {
  type SandboxContext,
  emitInvoice,
  emitSubscription,
  issueInvoice,
  load,
  loadCustomer,
  loadSubscription,
  tryCharge,
} from './sandboxLedger.ts';
import { type PaymentMethodRecord, type SubscriptionRecord, addDays, keys, periodBounds } from './sandboxRecords.ts';

/** Retries of a failed renewal, 3 days apart; after the last one the subscription is canceled. */
export const RETRY_DAYS = 3;
export const MAX_RETRIES = 3;

/**
 * Moves every subscription to where the clock says it is: trials end, periods renew,
 * failed payments are retried, scheduled cancellations happen. The server runs this as a
 * periodic job; it catches up on missed periods one at a time, each dated when it was due.
 */
export async function processDue(ctx: SandboxContext): Promise<void> {
  const ids = (await ctx.store.get<string[]>(keys.subscriptions())) ?? [];
  for (const id of ids) {
    const sub = await loadSubscription(ctx, id);
    // Bounded: a subscription left alone for years catches up over several passes.
    for (let step = 0; step < 36 && (await advance(ctx, sub)); step += 1);
  }
}

async function advance(ctx: SandboxContext, sub: SubscriptionRecord): Promise<boolean> {
  const now = ctx.now().getTime();
  if (sub.status === 'past_due' && sub.nextRetryAt && Date.parse(sub.nextRetryAt) <= now) {
    await retry(ctx, sub, new Date(sub.nextRetryAt));
    return true;
  }
  if ((sub.status === 'trialing' || sub.status === 'active') && Date.parse(sub.currentPeriodEnd) <= now) {
    const at = new Date(sub.currentPeriodEnd);
    if (sub.cancelAtPeriodEnd) {
      Object.assign(sub, { status: 'canceled', canceledAt: sub.currentPeriodEnd, pendingLines: [] });
      await ctx.store.put(keys.subscription(sub.id), sub);
      await emitSubscription(ctx, sub, at);
      return true;
    }
    await renew(ctx, sub, at);
    return true;
  }
  return false;
}

/** First invoice after a trial, or the next period's: the period advances even if unpaid. */
async function renew(ctx: SandboxContext, sub: SubscriptionRecord, at: Date): Promise<void> {
  const customer = await loadCustomer(ctx, sub.customerId);
  const period = sub.period + 1;
  const bounds = periodBounds(sub.anchor, sub.interval, period);
  const lines = [planLine(sub.plan, sub.interval, sub.quantity, bounds.start, bounds.end), ...sub.pendingLines];
  const { invoice, declined } = await issueInvoice(ctx, {
    customer,
    subscription: sub,
    lines,
    periodStart: bounds.start,
    periodEnd: bounds.end,
    at,
    keepWhenDeclined: true,
  });
  Object.assign(sub, {
    period,
    currentPeriodStart: bounds.start,
    currentPeriodEnd: bounds.end,
    pendingLines: [],
    status: declined ? 'past_due' : 'active',
    openInvoiceId: declined ? invoice.id : null,
    failedAttempts: declined ? 1 : 0,
    nextRetryAt: declined ? addDays(at.toISOString(), RETRY_DAYS) : null,
  });
  await ctx.store.put(keys.subscription(sub.id), sub);
  await emitInvoice(ctx, invoice, at);
  await emitSubscription(ctx, sub, at);
}

async function retry(ctx: SandboxContext, sub: SubscriptionRecord, at: Date): Promise<void> {
  const invoice = await load<Invoice>(
    ctx,
    keys.invoice(sub.openInvoiceId ?? ''),
    'invoice',
    sub.openInvoiceId ?? '',
    'id',
  );
  const pm = await load<PaymentMethodRecord>(
    ctx,
    keys.paymentMethod(sub.paymentMethodId),
    'PaymentMethod',
    sub.paymentMethodId,
    'paymentMethodId',
  );
  const declined = tryCharge(pm, invoice.amountDue);
  if (!declined) {
    const paid: Invoice = { ...invoice, status: 'paid', amountPaid: invoice.amountDue, paidAt: at.toISOString() };
    await ctx.store.put(keys.invoice(paid.id), paid);
    Object.assign(sub, { status: 'active', openInvoiceId: null, failedAttempts: 0, nextRetryAt: null });
    await ctx.store.put(keys.subscription(sub.id), sub);
    await emitInvoice(ctx, paid, at);
    await emitSubscription(ctx, sub, at);
    return;
  }
  sub.failedAttempts += 1;
  // Stripe's "cancel the subscription if all retries fail" setting.
  const exhausted = sub.failedAttempts > MAX_RETRIES;
  Object.assign(
    sub,
    exhausted
      ? { status: 'canceled', canceledAt: at.toISOString(), nextRetryAt: null }
      : { nextRetryAt: addDays(at.toISOString(), RETRY_DAYS) },
  );
  await ctx.store.put(keys.subscription(sub.id), sub);
  await emitInvoice(ctx, invoice, at);
  await emitSubscription(ctx, sub, at);
}
