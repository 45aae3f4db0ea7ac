import { PaymentRequestError } from '../payments.errors.ts';
import type { ProviderSubscription, SubscriptionChangePreview, UpdateSubscriptionInput } from '../payments.types.ts';
import { assertQuantity } from '../plans.ts';
import { planLine, prorationLines } from './sandboxInvoices.ts';
import {
  type SandboxContext,
  emitInvoice,
  emitSubscription,
  issueInvoice,
  loadCustomer,
  loadSubscription,
} from './sandboxLedger.ts';
import { keys, periodBounds, toProviderSubscription } from './sandboxRecords.ts';

/**
 * A change of plan, interval or quantity (locations activated or deactivated), prorated
 * like Stripe's `proration_behavior: 'create_prorations'`.
 */
export async function updateSubscription(
  ctx: SandboxContext,
  id: string,
  change: UpdateSubscriptionInput,
): Promise<ProviderSubscription> {
  if (change.quantity !== undefined) assertQuantity(change.quantity);
  const sub = await loadSubscription(ctx, id);
  if (sub.status === 'canceled')
    throw new PaymentRequestError('A canceled subscription cannot be updated.', 'subscription_canceled', 'id');
  const now = ctx.now();
  const next = {
    plan: change.plan ?? sub.plan,
    interval: change.interval ?? sub.interval,
    quantity: change.quantity ?? sub.quantity,
  };
  if (next.plan === sub.plan && next.interval === sub.interval && next.quantity === sub.quantity)
    return toProviderSubscription(sub, now);
  if (sub.status !== 'trialing' && next.interval !== sub.interval) {
    // A new interval restarts the billing cycle now: credit the unused time, bill the new period.
    const customer = await loadCustomer(ctx, sub.customerId);
    const credit = prorationLines(sub, next, now).filter((l) => l.amount < 0);
    const bounds = periodBounds(now.toISOString(), next.interval, 0);
    const lines = [
      planLine(next.plan, next.interval, next.quantity, bounds.start, bounds.end),
      ...sub.pendingLines,
      ...credit,
    ];
    const { invoice } = await issueInvoice(ctx, {
      customer,
      subscription: sub,
      lines,
      periodStart: bounds.start,
      periodEnd: bounds.end,
      at: now,
      keepWhenDeclined: false,
    });
    Object.assign(sub, next, {
      anchor: bounds.start,
      period: 0,
      currentPeriodStart: bounds.start,
      currentPeriodEnd: bounds.end,
      pendingLines: [],
    });
    await ctx.store.put(keys.subscription(sub.id), sub);
    await emitInvoice(ctx, invoice, now);
  } else {
    // During a trial nothing is billed yet, so nothing is prorated.
    if (sub.status !== 'trialing') sub.pendingLines.push(...prorationLines(sub, next, now));
    Object.assign(sub, next);
    await ctx.store.put(keys.subscription(sub.id), sub);
  }
  await emitSubscription(ctx, sub, now);
  return toProviderSubscription(sub, now);
}

/**
 * What `updateSubscription` would bill, from the same proration lines, without changing
 * anything: a new interval credits the unused time and bills a new period now; otherwise the
 * difference waits for the next invoice; a trial bills nothing.
 */
export async function previewSubscriptionChange(
  ctx: SandboxContext,
  id: string,
  change: UpdateSubscriptionInput,
): Promise<SubscriptionChangePreview> {
  if (change.quantity !== undefined) assertQuantity(change.quantity);
  const sub = await loadSubscription(ctx, id);
  if (sub.status === 'canceled')
    throw new PaymentRequestError('A canceled subscription cannot be updated.', 'subscription_canceled', 'id');
  const now = ctx.now();
  const at = now.toISOString();
  const next = {
    plan: change.plan ?? sub.plan,
    interval: change.interval ?? sub.interval,
    quantity: change.quantity ?? sub.quantity,
  };
  const total = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);
  if (sub.status !== 'trialing' && next.interval !== sub.interval) {
    const credit = total(prorationLines(sub, next, now).filter((l) => l.amount < 0));
    const bounds = periodBounds(at, next.interval, 0);
    return { proration: credit, effectiveAt: at, billedNow: true, invoiceAt: at, periodEnd: bounds.end };
  }
  const unchanged = next.plan === sub.plan && next.quantity === sub.quantity && next.interval === sub.interval;
  const proration = sub.status === 'trialing' || unchanged ? 0 : total(prorationLines(sub, next, now));
  return {
    proration,
    effectiveAt: at,
    billedNow: false,
    invoiceAt: sub.currentPeriodEnd,
    periodEnd: sub.currentPeriodEnd,
  };
}
