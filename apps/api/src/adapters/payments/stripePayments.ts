import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import {
  InvalidCouponError,
  InvalidVatNumberError,
  PaymentProviderError,
  WebhookSignatureError,
} from './payments.errors.ts';
import type { Coupon, PaymentProvider, ProviderEvent } from './payments.types.ts';
import { TRIAL_DAYS, assertQuantity } from './plans.ts';
import { callStripe } from './stripe/stripeErrors.ts';
import {
  type StripePriceMap,
  isoFromUnix,
  mapCoupon,
  mapInvoice,
  mapPreview,
  mapSubscription,
} from './stripe/stripeMapping.ts';
import { isValidEuVatNumber, normalizeVatNumber } from './vat.ts';

/** Pinned: the SDK's types describe this version only, and Stripe answers in the version asked. */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripePaymentsOptions {
  secretKey: string;
  /** `whsec_...` of the webhook endpoint. */
  webhookSecret: string;
  prices: StripePriceMap;
  /** Only to point the client at a fake in tests; production uses Stripe's defaults. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** Age limit of a webhook's signed timestamp (Stripe's default: 300 s). */
  webhookToleranceSeconds?: number;
  now?: () => Date;
}

function stableKey(prefix: string, value: unknown): string {
  return `${prefix}-${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32)}`;
}

/** The real adapter, on the official `stripe` package. */
export type StripePaymentProvider = PaymentProvider & { readonly kind: 'stripe' };

export function createStripePayments(options: StripePaymentsOptions): StripePaymentProvider {
  const { prices, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  async function findPromotionCode(code: string): Promise<{ id: string; coupon: Coupon } | null> {
    const list = await callStripe(() =>
      stripe.promotionCodes.list({ code: code.trim(), active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    const promo = list.data[0];
    const coupon = promo?.promotion.coupon;
    if (!promo || !coupon || typeof coupon === 'string' || !coupon.valid) return null;
    if (promo.expires_at !== null && promo.expires_at * 1000 <= now().getTime()) return null;
    const mapped = mapCoupon(promo.code, coupon);
    return mapped ? { id: promo.id, coupon: mapped } : null;
  }

  async function requirePromotionCode(code: string | undefined): Promise<string | null> {
    if (!code) return null;
    const promo = await findPromotionCode(code);
    if (!promo) throw new InvalidCouponError(code);
    return promo.id;
  }

  return {
    kind: 'stripe',

    async ensureCustomer(input) {
      const vatNumber = input.vatNumber ? normalizeVatNumber(input.vatNumber) : null;
      if (vatNumber && !isValidEuVatNumber(vatNumber)) throw new InvalidVatNumberError(input.vatNumber ?? '');
      const { address } = input;
      const fields = {
        email: input.email,
        name: input.name,
        address: {
          line1: address.line1,
          line2: address.line2 ?? '',
          postal_code: address.postalCode,
          city: address.city,
          country: input.country.toUpperCase(),
        },
        metadata: { organization_id: input.organizationId },
      };
      try {
        const customer = input.customerId
          ? await callStripe(() => stripe.customers.update(input.customerId!, fields))
          : await callStripe(() =>
              stripe.customers.create(
                { ...fields, ...(vatNumber ? { tax_id_data: [{ type: 'eu_vat' as const, value: vatNumber }] } : {}) },
                // A retried request returns the same customer instead of a second one.
                { idempotencyKey: stableKey(`customer-${input.organizationId}`, { fields, vatNumber }) },
              ),
            );
        if (input.customerId) await syncVatNumber(customer.id, vatNumber);
        return {
          id: customer.id,
          organizationId: input.organizationId,
          email: input.email,
          name: input.name,
          country: input.country.toUpperCase(),
          vatNumber,
        };
      } catch (error) {
        if (error instanceof InvalidVatNumberError)
          throw new InvalidVatNumberError(input.vatNumber ?? '', { cause: error });
        throw error;
      }
    },

    async createSetupIntent(customerId) {
      const intent = await callStripe(() =>
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
        }),
      );
      if (!intent.client_secret) throw new PaymentProviderError('SetupIntent without client_secret', false);
      return { setupIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async createSubscription(input) {
      assertQuantity(input.quantity);
      const promotionCode = await requirePromotionCode(input.couponCode);
      const sub = await callStripe(() =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: prices[input.plan][input.interval], quantity: input.quantity }],
            default_payment_method: input.paymentMethodId,
            automatic_tax: { enabled: true },
            // A refused first payment is a 402 now, not an `incomplete` subscription to clean up.
            payment_behavior: 'error_if_incomplete',
            ...(input.trial
              ? {
                  trial_period_days: TRIAL_DAYS,
                  trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
                }
              : {}),
            ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
            metadata: {
              plan: input.plan,
              interval: input.interval,
              coupon_code: input.couponCode?.toUpperCase() ?? '',
            },
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {},
        ),
      );
      return mapSubscription(sub, prices);
    },

    async updateSubscription(id, change) {
      if (change.quantity !== undefined) assertQuantity(change.quantity);
      const current = await callStripe(() => stripe.subscriptions.retrieve(id));
      const was = mapSubscription(current, prices);
      const plan = change.plan ?? was.plan;
      const interval = change.interval ?? was.interval;
      const item = current.items.data[0]!;
      const sub = await callStripe(() =>
        stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: prices[plan][interval], quantity: change.quantity ?? was.quantity }],
          proration_behavior: 'create_prorations',
          metadata: { plan, interval },
        }),
      );
      return mapSubscription(sub, prices);
    },

    async previewSubscriptionChange(id, change) {
      if (change.quantity !== undefined) assertQuantity(change.quantity);
      const current = await callStripe(() => stripe.subscriptions.retrieve(id));
      const was = mapSubscription(current, prices);
      const plan = change.plan ?? was.plan;
      const interval = change.interval ?? was.interval;
      const item = current.items.data[0]!;
      // The same instant for the preview and the dates shown: Stripe prorates to the second.
      const at = Math.floor(now().getTime() / 1000);
      const preview = await callStripe(() =>
        stripe.invoices.createPreview({
          customer: was.customerId,
          subscription: id,
          subscription_details: {
            items: [{ id: item.id, price: prices[plan][interval], quantity: change.quantity ?? was.quantity }],
            proration_behavior: 'create_prorations',
            proration_date: at,
          },
        }),
      );
      const isProration = (line: Stripe.InvoiceLineItem) => line.parent?.subscription_item_details?.proration ?? false;
      const proration = preview.lines.data.filter(isProration).reduce((total, line) => total + line.amount, 0);
      // The new period's line (not a proration) says where the restarted cycle ends.
      const newPeriod = preview.lines.data.find((line) => !isProration(line))?.period;
      const effectiveAt = isoFromUnix(at);
      // A new interval resets the billing cycle: Stripe invoices the new period at once.
      const billedNow = was.status !== 'trialing' && interval !== was.interval;
      return {
        proration: was.status === 'trialing' ? 0 : proration,
        effectiveAt,
        billedNow,
        invoiceAt: billedNow ? effectiveAt : was.currentPeriodEnd,
        periodEnd: billedNow && newPeriod ? isoFromUnix(newPeriod.end) : was.currentPeriodEnd,
      };
    },

    async cancelSubscription(id, { atPeriodEnd }) {
      const sub = atPeriodEnd
        ? await callStripe(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }))
        : await callStripe(() => stripe.subscriptions.cancel(id));
      return mapSubscription(sub, prices);
    },

    async retrieveSubscription(id) {
      return mapSubscription(await callStripe(() => stripe.subscriptions.retrieve(id)), prices);
    },

    async validateCoupon(code) {
      if (!code.trim()) return null;
      return (await findPromotionCode(code))?.coupon ?? null;
    },

    async listInvoices(customerId) {
      const list = await callStripe(() => stripe.invoices.list({ customer: customerId, limit: 100 }));
      return list.data.map(mapInvoice);
    },

    async previewInvoice(input) {
      assertQuantity(input.quantity);
      const promotionCode = await requirePromotionCode(input.couponCode);
      const vatNumber = input.vat.vatNumber ? normalizeVatNumber(input.vat.vatNumber) : null;
      const preview = await callStripe(() =>
        stripe.invoices.createPreview({
          currency: 'eur',
          automatic_tax: { enabled: true },
          customer_details: {
            address: { country: input.vat.country.toUpperCase() },
            ...(vatNumber ? { tax_ids: [{ type: 'eu_vat' as const, value: vatNumber }] } : {}),
          },
          subscription_details: { items: [{ price: prices[input.plan][input.interval], quantity: input.quantity }] },
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
        }),
      );
      return mapPreview(preview);
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // The raw bytes are what Stripe signed: a re-serialised JSON body would not verify.
        event = stripe.webhooks.constructEvent(
          typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody),
          signatureHeader,
          webhookSecret,
          options.webhookToleranceSeconds,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature', { cause: error });
      }
      return toProviderEvent(event);
    },
  };

  /** Replaces the customer's EU VAT id by the given one (Stripe keeps a list of tax ids). */
  async function syncVatNumber(customerId: string, vatNumber: string | null): Promise<void> {
    const existing = await callStripe(() => stripe.customers.listTaxIds(customerId, { limit: 100 }));
    const euVat = existing.data.filter((t) => t.type === 'eu_vat');
    for (const taxId of euVat) {
      if (taxId.value !== vatNumber) await callStripe(() => stripe.customers.deleteTaxId(customerId, taxId.id));
    }
    if (vatNumber && !euVat.some((t) => t.value === vatNumber)) {
      await callStripe(() => stripe.customers.createTaxId(customerId, { type: 'eu_vat', value: vatNumber }));
    }
  }

  function toProviderEvent(event: Stripe.Event): ProviderEvent {
    const base = { id: event.id, occurredAt: isoFromUnix(event.created) };
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { ...base, type: 'subscription.updated', subscription: mapSubscription(event.data.object, prices) };
      case 'invoice.paid':
        return { ...base, type: 'invoice.paid', invoice: mapInvoice(event.data.object) };
      case 'invoice.payment_failed':
        return { ...base, type: 'invoice.payment_failed', invoice: mapInvoice(event.data.object) };
      case 'invoice.payment_action_required':
        return { ...base, type: 'invoice.payment_action_required', invoice: mapInvoice(event.data.object) };
      default:
        return { ...base, type: 'ignored', providerType: event.type };
    }
  }
}
