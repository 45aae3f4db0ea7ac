import { CardError, PaymentNotFoundError } from '../payments.errors.ts';
import type { Invoice, InvoiceLine, ProviderEvent } from '../payments.types.ts';
import { chargeCard } from './sandboxCards.ts';
import { draftInvoice, invoiceNumber } from './sandboxInvoices.ts';
import {
  type CustomerRecord,
  type PaymentMethodRecord,
  type SubscriptionRecord,
  keys,
  toProviderSubscription,
} from './sandboxRecords.ts';
import type { SandboxPaymentsStore } from './sandboxStore.ts';

/** What every sandbox operation needs: injected, so tests drive time and ids. */
export interface SandboxContext {
  store: SandboxPaymentsStore;
  now: () => Date;
  id: (prefix: string) => string;
  emit: (event: ProviderEvent) => Promise<void>;
}

export async function load<T>(ctx: SandboxContext, key: string, kind: string, id: string, param: string): Promise<T> {
  const value = await ctx.store.get<T>(key);
  if (value === undefined) throw new PaymentNotFoundError(`No such ${kind}: '${id}'`, param);
  return value;
}

export const loadCustomer = (ctx: SandboxContext, id: string) =>
  load<CustomerRecord>(ctx, keys.customer(id), 'customer', id, 'customerId');

export const loadSubscription = (ctx: SandboxContext, id: string) =>
  load<SubscriptionRecord>(ctx, keys.subscription(id), 'subscription', id, 'id');

export async function emitSubscription(ctx: SandboxContext, sub: SubscriptionRecord, at: Date): Promise<void> {
  await ctx.emit({
    id: ctx.id('evt'),
    type: 'subscription.updated',
    occurredAt: at.toISOString(),
    subscription: toProviderSubscription(sub, at),
  });
}

export async function emitInvoice(ctx: SandboxContext, invoice: Invoice, at: Date): Promise<void> {
  const type = invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed';
  await ctx.emit({ id: ctx.id('evt'), type, occurredAt: at.toISOString(), invoice });
}

async function nextNumber(ctx: SandboxContext, organizationId: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const key = keys.invoiceSequence(organizationId, year);
  const sequence = ((await ctx.store.get<number>(key)) ?? 0) + 1;
  await ctx.store.put(key, sequence);
  return invoiceNumber(year, sequence);
}

/** Charges a stored card; a card still waiting for 3-D Secure cannot pay. */
export function tryCharge(pm: PaymentMethodRecord, amount: number): CardError | null {
  if (amount <= 0) return null;
  try {
    if (!pm.usable)
      throw new CardError(
        'This payment requires authentication.',
        'authentication_required',
        'authentication_required',
      );
    chargeCard(pm.behaviour);
    return null;
  } catch (error) {
    if (error instanceof CardError) return error;
    throw error;
  }
}

export interface IssueInput {
  customer: CustomerRecord;
  subscription: SubscriptionRecord;
  lines: InvoiceLine[];
  periodStart: string;
  periodEnd: string;
  at: Date;
  /** First payments refuse and keep nothing; renewals keep an open invoice to retry. */
  keepWhenDeclined: boolean;
}

/**
 * Drafts an invoice, charges it, and on success (or for a renewal, also on failure)
 * numbers and stores it. Updates the subscription's discount and the customer's credit
 * in place; the caller saves the subscription.
 */
export async function issueInvoice(
  ctx: SandboxContext,
  input: IssueInput,
): Promise<{ invoice: Invoice; declined: CardError | null }> {
  const { customer, subscription, at } = input;
  const drafted = draftInvoice({
    id: ctx.id('in'),
    customer,
    subscription,
    lines: input.lines,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    now: at,
  });
  const pm = await load<PaymentMethodRecord>(
    ctx,
    keys.paymentMethod(subscription.paymentMethodId),
    'PaymentMethod',
    subscription.paymentMethodId,
    'paymentMethodId',
  );
  const declined = tryCharge(pm, drafted.invoice.amountDue);
  if (declined && !input.keepWhenDeclined) throw declined;

  const invoice: Invoice = {
    ...drafted.invoice,
    number: await nextNumber(ctx, customer.organizationId, at),
    status: declined ? 'open' : 'paid',
    amountPaid: declined ? 0 : drafted.invoice.amountDue,
    paidAt: declined ? null : at.toISOString(),
  };
  await ctx.store.put(keys.invoice(invoice.id), invoice);
  const listKey = keys.invoicesOfCustomer(customer.id);
  await ctx.store.put(listKey, [...((await ctx.store.get<string[]>(listKey)) ?? []), invoice.id]);
  await ctx.store.put(keys.customer(customer.id), { ...customer, creditBalance: drafted.creditBalance });
  customer.creditBalance = drafted.creditBalance;

  if (subscription.discount) {
    if (drafted.spendsCoupon) subscription.discount.spent = true;
    subscription.discount.start ??= input.periodStart;
  }
  return { invoice, declined };
}
