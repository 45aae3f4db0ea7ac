import { randomUUID } from 'node:crypto';
import {
  InvalidCouponError,
  InvalidVatNumberError,
  PaymentRequestError,
  WebhookSignatureError,
} from './payments.errors.ts';
import type { Invoice, PaymentProvider, ProviderEvent } from './payments.types.ts';
import { TRIAL_DAYS, assertQuantity, unitPrice } from './plans.ts';
import { invoiceAmounts } from './pricing.ts';
import type { SandboxCardInput } from './sandbox/sandboxCards.ts';
import { previewSubscriptionChange, updateSubscription } from './sandbox/sandboxChanges.ts';
import { SANDBOX_COUPONS, type SandboxCoupon, findSandboxCoupon } from './sandbox/sandboxCoupons.ts';
import { planLine } from './sandbox/sandboxInvoices.ts';
import {
  type SandboxContext,
  emitInvoice,
  emitSubscription,
  issueInvoice,
  load,
  loadCustomer,
  loadSubscription,
} from './sandbox/sandboxLedger.ts';
import {
  type CustomerRecord,
  type PaymentMethodRecord,
  type SubscriptionRecord,
  addDays,
  keys,
  periodBounds,
  toProviderSubscription,
} from './sandbox/sandboxRecords.ts';
import { processDue } from './sandbox/sandboxRenewals.ts';
import {
  type SandboxCardResult,
  confirmAuthentication,
  confirmSandboxCard,
  createSetupIntent,
} from './sandbox/sandboxSetup.ts';
import { type SandboxPaymentsStore, createInMemorySandboxStore } from './sandbox/sandboxStore.ts';
import { isValidEuVatNumber, normalizeVatNumber } from './vat.ts';

export type { SandboxCardResult } from './sandbox/sandboxSetup.ts';

/** The embedded default: Stripe's state machine and test cards, with our own card form. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The card step of `customerId`'s own SetupIntent (another customer's is not found). */
  confirmSandboxCard(input: {
    customerId: string;
    setupIntentId: string;
    card: SandboxCardInput;
  }): Promise<SandboxCardResult>;
  confirmAuthentication(input: {
    customerId: string;
    setupIntentId: string;
    approve: boolean;
  }): Promise<SandboxCardResult>;
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

    createSetupIntent: (customerId) => createSetupIntent(ctx, customerId),
    confirmSandboxCard: (input) => confirmSandboxCard(ctx, input),
    confirmAuthentication: (input) => confirmAuthentication(ctx, input),

    async createSubscription(input) {
      assertQuantity(input.quantity);
      const customer = await loadCustomer(ctx, input.customerId);
      const pm = await load<PaymentMethodRecord>(
        ctx,
        keys.paymentMethod(input.paymentMethodId),
        'PaymentMethod',
        input.paymentMethodId,
        'paymentMethodId',
      );
      if (pm.customerId !== customer.id || !pm.usable) {
        throw new PaymentRequestError(
          'The payment method is not ready for this customer.',
          'payment_method_unusable',
          'paymentMethodId',
        );
      }
      const coupon = couponOrThrow(input.couponCode);
      const now = ctx.now();
      const start = now.toISOString();
      const trialEnd = input.trial ? addDays(start, TRIAL_DAYS) : null;
      const bounds = trialEnd ? { start, end: trialEnd } : periodBounds(start, input.interval, 0);
      const sub: SubscriptionRecord = {
        id: ctx.id('sub'),
        customerId: customer.id,
        plan: input.plan,
        interval: input.interval,
        quantity: input.quantity,
        status: trialEnd ? 'trialing' : 'active',
        trialEnd,
        anchor: trialEnd ?? start,
        period: trialEnd ? -1 : 0,
        currentPeriodStart: bounds.start,
        currentPeriodEnd: bounds.end,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        paymentMethodId: pm.id,
        discount: coupon ? { coupon, start: null, spent: false } : null,
        pendingLines: [],
        openInvoiceId: null,
        failedAttempts: 0,
        nextRetryAt: null,
      };
      let invoice: Invoice | null = null;
      if (!trialEnd) {
        // Like `payment_behavior: error_if_incomplete`: a declined first payment keeps nothing.
        const lines = [planLine(sub.plan, sub.interval, sub.quantity, bounds.start, bounds.end)];
        ({ invoice } = await issueInvoice(ctx, {
          customer,
          subscription: sub,
          lines,
          periodStart: bounds.start,
          periodEnd: bounds.end,
          at: now,
          keepWhenDeclined: false,
        }));
      }
      await saveSubscription(sub);
      await store.put(keys.subscriptions(), [...((await store.get<string[]>(keys.subscriptions())) ?? []), sub.id]);
      if (invoice) await emitInvoice(ctx, invoice, now);
      await emitSubscription(ctx, sub, now);
      return toProviderSubscription(sub, now);
    },

    updateSubscription: (id, change) => updateSubscription(ctx, id, change),
    previewSubscriptionChange: (id, change) => previewSubscriptionChange(ctx, id, change),

    async cancelSubscription(id, { atPeriodEnd }) {
      const sub = await loadSubscription(ctx, id);
      const now = ctx.now();
      if (sub.status === 'canceled') return toProviderSubscription(sub, now);
      if (atPeriodEnd) sub.cancelAtPeriodEnd = true;
      else
        Object.assign(sub, { status: 'canceled', canceledAt: now.toISOString(), pendingLines: [], nextRetryAt: null });
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
      return invoiceAmounts(unitPrice(plan, interval) * quantity, couponOrThrow(couponCode), vat);
    },

    async parseWebhook() {
      throw new WebhookSignatureError('The sandbox receives no webhooks: its events come through onEvent.');
    },

    processDue: () => processDue(ctx),
  };
}
