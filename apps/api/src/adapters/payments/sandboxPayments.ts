import { randomUUID } from 'node:crypto';
import { CardAuthenticationError, InvalidCouponError, InvalidVatNumberError, PaymentRequestError, WebhookSignatureError } from './payments.errors.ts';
import type { Invoice, PaymentProvider, ProviderEvent } from './payments.types.ts';
import { TRIAL_DAYS, assertQuantity, unitPrice } from './plans.ts';
import { invoiceAmounts } from './pricing.ts';
import { type CardBrand, type SandboxCardInput, validateCard } from './sandbox/sandboxCards.ts';
import { SANDBOX_COUPONS, type SandboxCoupon, findSandboxCoupon } from './sandbox/sandboxCoupons.ts';
import { planLine, prorationLines } from './sandbox/sandboxInvoices.ts';
import { type SandboxContext, emitInvoice, emitSubscription, issueInvoice, load, loadCustomer, loadSubscription } from './sandbox/sandboxLedger.ts';
import {
  type CustomerRecord,
  type PaymentMethodRecord,
  type SetupIntentRecord,
  type SubscriptionRecord,
  addDays,
  keys,
  periodBounds,
  toProviderSubscription,
} from './sandbox/sandboxRecords.ts';
import { processDue } from './sandbox/sandboxRenewals.ts';
import { type SandboxPaymentsStore, createInMemorySandboxStore } from './sandbox/sandboxStore.ts';
import { isValidEuVatNumber, normalizeVatNumber } from './vat.ts';

export type SandboxCardResult =
  | { status: 'succeeded'; setupIntentId: string; paymentMethodId: string; card: { brand: CardBrand; last4: string; expMonth: number; expYear: number } }
  /** 3-D Secure: the browser opens `authenticationUrl`, which calls `confirmAuthentication`. */
  | { status: 'requires_action'; setupIntentId: string; authenticationUrl: string };

/** The embedded default: Stripe's state machine and test cards, with our own card form. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  confirmSandboxCard(input: { setupIntentId: string; card: SandboxCardInput }): Promise<SandboxCardResult>;
  confirmAuthentication(setupIntentId: string, approve: boolean): Promise<SandboxCardResult>;
  /** Ends trials, renews, retries and cancels what is due; the server runs it as a job. */
  processDue(): Promise<void>;
}

export interface SandboxPaymentsOptions {
  store?: SandboxPaymentsStore;
  now?: () => Date;
  generateId?: (prefix: string) => string;
  /** Receives what Stripe would post as webhooks, after the state is saved. */
  onEvent?: (event: ProviderEvent) => void | Promise<void>;
  coupons?: readonly SandboxCoupon[];
}

export function createSandboxPayments(options: SandboxPaymentsOptions = {}): SandboxPaymentProvider {
  const ctx: SandboxContext = {
    store: options.store ?? createInMemorySandboxStore(),
    now: options.now ?? (() => new Date()),
    id: options.generateId ?? ((prefix) => `${prefix}_sbx${randomUUID().replaceAll('-', '').slice(0, 24)}`),
    emit: async (event) => {
      await options.onEvent?.(event);
    },
  };
  const { store } = ctx;
  const coupons = options.coupons ?? SANDBOX_COUPONS;

  function couponOrThrow(code: string | undefined) {
    if (!code) return null;
    const coupon = findSandboxCoupon(coupons, code, ctx.now());
    if (!coupon) throw new InvalidCouponError(code);
    return coupon;
  }

  async function saveSubscription(sub: SubscriptionRecord): Promise<void> {
    await store.put(keys.subscription(sub.id), sub);
  }

  return {
    kind: 'sandbox',

    async ensureCustomer(input) {
      const vatNumber = input.vatNumber ? normalizeVatNumber(input.vatNumber) : null;
      if (vatNumber && !isValidEuVatNumber(vatNumber)) throw new InvalidVatNumberError(input.vatNumber ?? '');
      const knownId = input.customerId ?? (await store.get<string>(keys.customerOfOrganization(input.organizationId)));
      const existing = knownId ? await loadCustomer(ctx, knownId) : undefined;
      const customer: CustomerRecord = {
        id: existing?.id ?? ctx.id('cus'),
        organizationId: input.organizationId,
        email: input.email,
        name: input.name,
        country: input.country.toUpperCase(),
        vatNumber,
        address: { ...input.address, country: input.country.toUpperCase() },
        creditBalance: existing?.creditBalance ?? 0,
      };
      await store.put(keys.customer(customer.id), customer);
      await store.put(keys.customerOfOrganization(input.organizationId), customer.id);
      const { address: _address, creditBalance: _credit, ...provider } = customer;
      return provider;
    },

    async createSetupIntent(customerId) {
      await loadCustomer(ctx, customerId);
      const id = ctx.id('seti');
      const intent: SetupIntentRecord = { id, customerId, clientSecret: `${id}_secret_${ctx.id('s')}`, status: 'requires_payment_method', paymentMethodId: null };
      await store.put(keys.setupIntent(id), intent);
      return { setupIntentId: id, clientSecret: intent.clientSecret };
    },

    async confirmSandboxCard({ setupIntentId, card }) {
      const intent = await load<SetupIntentRecord>(ctx, keys.setupIntent(setupIntentId), 'setup_intent', setupIntentId, 'setupIntentId');
      if (intent.status === 'succeeded') {
        throw new PaymentRequestError('This SetupIntent has already succeeded.', 'setup_intent_unexpected_state', 'setupIntentId');
      }
      const valid = validateCard(card, ctx.now());
      const pm: PaymentMethodRecord = {
        id: ctx.id('pm'),
        customerId: intent.customerId,
        brand: valid.brand,
        last4: valid.last4,
        expMonth: valid.expMonth,
        expYear: valid.expYear,
        behaviour: valid.behaviour,
        usable: valid.behaviour !== 'requires_authentication',
      };
      await store.put(keys.paymentMethod(pm.id), pm);
      const next: SetupIntentRecord = { ...intent, paymentMethodId: pm.id, status: pm.usable ? 'succeeded' : 'requires_action' };
      await store.put(keys.setupIntent(intent.id), next);
      if (!pm.usable) {
        return { status: 'requires_action', setupIntentId: intent.id, authenticationUrl: `/api/v1/sandbox/payments/authenticate/${intent.id}` };
      }
      return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: pm.id, card: { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } };
    },

    async confirmAuthentication(setupIntentId, approve) {
      const intent = await load<SetupIntentRecord>(ctx, keys.setupIntent(setupIntentId), 'setup_intent', setupIntentId, 'setupIntentId');
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        throw new PaymentRequestError('This SetupIntent does not require authentication.', 'setup_intent_unexpected_state', 'setupIntentId');
      }
      if (!approve) {
        // Stripe returns the intent to requires_payment_method: the customer picks another card.
        await store.put(keys.setupIntent(intent.id), { ...intent, status: 'requires_payment_method', paymentMethodId: null });
        throw new CardAuthenticationError();
      }
      const pm = await load<PaymentMethodRecord>(ctx, keys.paymentMethod(intent.paymentMethodId), 'PaymentMethod', intent.paymentMethodId, 'paymentMethodId');
      await store.put(keys.paymentMethod(pm.id), { ...pm, usable: true });
      await store.put(keys.setupIntent(intent.id), { ...intent, status: 'succeeded' });
      return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: pm.id, card: { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } };
    },

    async createSubscription(input) {
      assertQuantity(input.quantity);
      const customer = await loadCustomer(ctx, input.customerId);
      const pm = await load<PaymentMethodRecord>(ctx, keys.paymentMethod(input.paymentMethodId), 'PaymentMethod', input.paymentMethodId, 'paymentMethodId');
      if (pm.customerId !== customer.id || !pm.usable) {
        throw new PaymentRequestError('The payment method is not ready for this customer.', 'payment_method_unusable', 'paymentMethodId');
      }
      const coupon = couponOrThrow(input.couponCode);
      const now = ctx.now();
      const start = now.toISOString();
      const trialEnd = input.trial ? addDays(start, TRIAL_DAYS) : null;
      const bounds = trialEnd ? { start, end: trialEnd } : periodBounds(start, input.interval, 0);
      const sub: SubscriptionRecord = {
        id: ctx.id('sub'), customerId: customer.id, plan: input.plan, interval: input.interval, quantity: input.quantity,
        status: trialEnd ? 'trialing' : 'active', trialEnd, anchor: trialEnd ?? start, period: trialEnd ? -1 : 0,
        currentPeriodStart: bounds.start, currentPeriodEnd: bounds.end, cancelAtPeriodEnd: false, canceledAt: null,
        paymentMethodId: pm.id, discount: coupon ? { coupon, start: null, spent: false } : null, pendingLines: [],
        openInvoiceId: null, failedAttempts: 0, nextRetryAt: null,
      };
      let invoice: Invoice | null = null;
      if (!trialEnd) {
        // Like `payment_behavior: error_if_incomplete`: a declined first payment keeps nothing.
        const lines = [planLine(sub.plan, sub.interval, sub.quantity, bounds.start, bounds.end)];
        ({ invoice } = await issueInvoice(ctx, { customer, subscription: sub, lines, periodStart: bounds.start, periodEnd: bounds.end, at: now, keepWhenDeclined: false }));
      }
      await saveSubscription(sub);
      await store.put(keys.subscriptions(), [...((await store.get<string[]>(keys.subscriptions())) ?? []), sub.id]);
      if (invoice) await emitInvoice(ctx, invoice, now);
      await emitSubscription(ctx, sub, now);
      return toProviderSubscription(sub, now);
    },

    async updateSubscription(id, change) {
      if (change.quantity !== undefined) assertQuantity(change.quantity);
      const sub = await loadSubscription(ctx, id);
      if (sub.status === 'canceled') throw new PaymentRequestError('A canceled subscription cannot be updated.', 'subscription_canceled', 'id');
      const now = ctx.now();
      const next = { plan: change.plan ?? sub.plan, interval: change.interval ?? sub.interval, quantity: change.quantity ?? sub.quantity };
      if (next.plan === sub.plan && next.interval === sub.interval && next.quantity === sub.quantity) return toProviderSubscription(sub, now);
      if (sub.status !== 'trialing' && next.interval !== sub.interval) {
        // A new interval restarts the billing cycle now: credit the unused time, bill the new period.
        const customer = await loadCustomer(ctx, sub.customerId);
        const credit = prorationLines(sub, next, now).filter((l) => l.amount < 0);
        const bounds = periodBounds(now.toISOString(), next.interval, 0);
        const lines = [planLine(next.plan, next.interval, next.quantity, bounds.start, bounds.end), ...sub.pendingLines, ...credit];
        const { invoice } = await issueInvoice(ctx, { customer, subscription: sub, lines, periodStart: bounds.start, periodEnd: bounds.end, at: now, keepWhenDeclined: false });
        Object.assign(sub, next, { anchor: bounds.start, period: 0, currentPeriodStart: bounds.start, currentPeriodEnd: bounds.end, pendingLines: [] });
        await saveSubscription(sub);
        await emitInvoice(ctx, invoice, now);
      } else {
        // During a trial nothing is billed yet, so nothing is prorated.
        if (sub.status !== 'trialing') sub.pendingLines.push(...prorationLines(sub, next, now));
        Object.assign(sub, next);
        await saveSubscription(sub);
      }
      await emitSubscription(ctx, sub, now);
      return toProviderSubscription(sub, now);
    },

    async cancelSubscription(id, { atPeriodEnd }) {
      const sub = await loadSubscription(ctx, id);
      const now = ctx.now();
      if (sub.status === 'canceled') return toProviderSubscription(sub, now);
      if (atPeriodEnd) sub.cancelAtPeriodEnd = true;
      else Object.assign(sub, { status: 'canceled', canceledAt: now.toISOString(), pendingLines: [], nextRetryAt: null });
      await saveSubscription(sub);
      await emitSubscription(ctx, sub, now);
      return toProviderSubscription(sub, now);
    },

    async retrieveSubscription(id) {
      return toProviderSubscription(await loadSubscription(ctx, id), ctx.now());
    },

    async validateCoupon(code) {
      return findSandboxCoupon(coupons, code, ctx.now());
    },

    async listInvoices(customerId) {
      const ids = (await store.get<string[]>(keys.invoicesOfCustomer(customerId))) ?? [];
      const invoices = await Promise.all(ids.map((id) => store.get<Invoice>(keys.invoice(id))));
      return invoices.filter((i): i is Invoice => i !== undefined).reverse();
    },

    async previewInvoice({ plan, interval, quantity, couponCode, vat }) {
      assertQuantity(quantity);
      const { reverseCharge: _reverseCharge, ...preview } = invoiceAmounts(unitPrice(plan, interval) * quantity, couponOrThrow(couponCode), vat);
      return preview;
    },

    async parseWebhook() {
      throw new WebhookSignatureError('The sandbox receives no webhooks: its events come through onEvent.');
    },

    processDue: () => processDue(ctx),
  };
}
