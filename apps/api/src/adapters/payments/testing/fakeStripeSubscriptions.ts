import { type Json, StripeHttpError, addInterval, buildInvoice, missing } from './fakeStripeBilling.ts';
import type { FakeStripeState } from './fakeStripeResources.ts';
import { type FormObject, bool, int, list, obj, str } from './formEncoding.ts';

/**
 * Subscriptions and invoice previews of the fake: periods, trials, the first invoice, the
 * 402 of a declined card under `payment_behavior: 'error_if_incomplete'`.
 */

/**
 * Stripe's test PaymentMethods (docs "Testing": declines). Each names how a charge on it ends.
 * Attaching works for all of them; only charges fail.
 */
const TEST_PAYMENT_METHODS: Record<string, { decline?: { code: string; message: string } }> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: { code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

export function createSubscription(s: FakeStripeState, body: FormObject): Json {
  const customer = s.customer(str(body['customer']), 'customer');
  const item = obj(list(body['items'])[0]);
  const price = s.price(str(item['price']), 'items[0][price]');
  const quantity = int(item['quantity']) ?? 1;
  const pmId = str(body['default_payment_method']);
  const pm = pmId ? TEST_PAYMENT_METHODS[pmId] : undefined;
  if (pmId && !pm) throw missing('PaymentMethod', pmId, 'default_payment_method');
  const promo = s.promotion(body);
  const trialDays = int(body['trial_period_days']);
  const now = s.nowSeconds();
  const periodEnd = trialDays ? now + trialDays * 86_400 : addInterval(now, price.interval);
  const decline = trialDays
    ? undefined
    : (pm?.decline ??
      (pmId
        ? undefined
        : {
            code: 'generic_decline',
            message: 'This customer has no attached payment source or default payment method.',
          }));
  if (decline && str(body['payment_behavior']) === 'error_if_incomplete') {
    throw new StripeHttpError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.code,
      message: decline.message,
      param: '',
    });
  }
  const id = s.id('sub');
  const itemId = s.id('si');
  const discountId = promo ? s.id('di') : null;
  const invoice = buildInvoice({
    id: s.id('in'),
    number: `FAKE-${String(s.invoices.length + 1).padStart(4, '0')}`,
    customer,
    taxIds: s.listTaxIds(customer['id'] as string).map((t) => t['value'] as string),
    subscriptionId: id,
    itemId,
    price,
    quantity,
    period: { start: now, end: periodEnd },
    chargeable: !trialDays,
    coupon: promo?.coupon ?? null,
    discountId,
    automaticTax: bool(obj(body['automatic_tax'])['enabled']) ?? false,
    status: decline ? 'open' : 'paid',
    created: now,
    billingReason: 'subscription_create',
  });
  s.invoices.push(invoice);
  const sub: Json = {
    id,
    object: 'subscription',
    customer: customer['id'],
    status: trialDays ? 'trialing' : decline ? 'incomplete' : 'active',
    created: now,
    start_date: now,
    trial_start: trialDays ? now : null,
    trial_end: trialDays ? periodEnd : null,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    currency: 'eur',
    default_payment_method: pmId ?? null,
    discounts: discountId ? [discountId] : [],
    latest_invoice: invoice['id'],
    metadata: obj(body['metadata']),
    automatic_tax: {
      enabled: bool(obj(body['automatic_tax'])['enabled']) ?? false,
      liability: null,
      disabled_reason: null,
    },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: itemId,
          object: 'subscription_item',
          subscription: id,
          quantity,
          price: {
            id: price.id,
            object: 'price',
            unit_amount: price.unit_amount,
            currency: 'eur',
            recurring: { interval: price.interval, interval_count: 1 },
          },
          current_period_start: now,
          current_period_end: periodEnd,
          discounts: [],
          metadata: {},
        },
      ],
    },
    livemode: false,
  };
  s.subscriptions.set(id, sub);
  return sub;
}

export function updateSubscription(s: FakeStripeState, id: string, body: FormObject): Json {
  const sub = s.subscription(id);
  const cancel = bool(body['cancel_at_period_end']);
  if (cancel !== undefined) sub['cancel_at_period_end'] = cancel;
  const change = obj(list(body['items'])[0]);
  const items = (sub['items'] as { data: Json[] }).data;
  if (str(change['id'])) {
    const item = items.find((i) => i['id'] === str(change['id']));
    if (!item) throw missing('subscription_item', str(change['id'])!, 'items[0][id]');
    if (str(change['price'])) {
      const price = s.price(str(change['price']), 'items[0][price]');
      item['price'] = {
        id: price.id,
        object: 'price',
        unit_amount: price.unit_amount,
        currency: 'eur',
        recurring: { interval: price.interval, interval_count: 1 },
      };
    }
    if (int(change['quantity']) !== undefined) item['quantity'] = int(change['quantity']);
  }
  sub['metadata'] = { ...(sub['metadata'] as Json), ...obj(body['metadata']) };
  return sub;
}

export function cancelSubscription(s: FakeStripeState, id: string): Json {
  const sub = s.subscription(id);
  sub['status'] = 'canceled';
  sub['canceled_at'] = s.nowSeconds();
  sub['ended_at'] = s.nowSeconds();
  return sub;
}

export function previewInvoice(s: FakeStripeState, body: FormObject): Json {
  if (str(body['subscription'])) return previewSubscriptionChange(s, body);
  const details = obj(body['customer_details']);
  const customerId = str(body['customer']);
  if (!customerId && !body['customer_details']) {
    throw new StripeHttpError(400, {
      type: 'invalid_request_error',
      message: 'Missing required param: customer.',
      param: 'customer',
    });
  }
  const customer = customerId ? s.customer(customerId, 'customer') : { id: null, address: obj(details['address']) };
  const taxIds = customerId
    ? s.listTaxIds(customerId).map((t) => t['value'] as string)
    : list(details['tax_ids']).map((t) => str(obj(t)['value']) ?? '');
  const item = obj(list(obj(body['subscription_details'])['items'])[0]);
  const price = s.price(str(item['price']), 'subscription_details[items][0][price]');
  const promo = s.promotion(body);
  const now = s.nowSeconds();
  return buildInvoice({
    id: `upcoming_in_${s.id('x')}`,
    number: '',
    customer,
    taxIds,
    subscriptionId: '',
    itemId: '',
    price,
    quantity: int(item['quantity']) ?? 1,
    period: { start: now, end: addInterval(now, price.interval) },
    chargeable: true,
    coupon: promo?.coupon ?? null,
    discountId: promo ? s.id('di') : null,
    automaticTax: bool(obj(body['automatic_tax'])['enabled']) ?? false,
    status: 'open',
    created: now,
    billingReason: 'upcoming',
  });
}

/**
 * The upcoming invoice of a change to an existing subscription (`subscription` with
 * `subscription_details[items]`, `proration_behavior: create_prorations` and `proration_date`),
 * after Stripe's "Prorations" page: the same interval credits the unused time at the old price
 * and charges the rest of the period at the new one (both lines `proration: true`), then the
 * next period; a new interval resets the cycle: the credit, and the new period in full now.
 */
function previewSubscriptionChange(s: FakeStripeState, body: FormObject): Json {
  const sub = s.subscription(str(body['subscription'])!);
  const details = obj(body['subscription_details']);
  const change = obj(list(details['items'])[0]);
  const item = (sub['items'] as { data: Json[] }).data[0]!;
  const old = item['price'] as { id: string; unit_amount: number; recurring: { interval: 'month' | 'year' } };
  const oldQuantity = item['quantity'] as number;
  const price = str(change['price']) ? s.price(str(change['price']), 'subscription_details[items][0][price]') : null;
  const quantity = int(change['quantity']) ?? oldQuantity;
  const at = int(details['proration_date']) ?? s.nowSeconds();
  const start = item['current_period_start'] as number;
  const end = item['current_period_end'] as number;
  const fraction = Math.max(0, Math.min(1, (end - at) / (end - start)));
  const newUnit = price?.unit_amount ?? old.unit_amount;
  const newInterval = price?.interval ?? old.recurring.interval;
  const reset = newInterval !== old.recurring.interval;
  const line = (amount: number, lineQuantity: number, proration: boolean, period: { start: number; end: number }) => ({
    object: 'line_item',
    amount,
    currency: 'eur',
    quantity: lineQuantity,
    period,
    parent: { type: 'subscription_item_details', subscription_item_details: { proration, subscription: sub['id'] } },
  });
  const credit = line(-Math.round(old.unit_amount * fraction) * oldQuantity, oldQuantity, true, { start: at, end });
  const lines = reset
    ? [credit, line(newUnit * quantity, quantity, false, { start: at, end: addInterval(at, newInterval) })]
    : [
        credit,
        line(Math.round(newUnit * fraction) * quantity, quantity, true, { start: at, end }),
        line(newUnit * quantity, quantity, false, { start: end, end: addInterval(end, newInterval) }),
      ];
  const subtotal = lines.reduce((total, l) => total + l.amount, 0);
  return {
    id: `upcoming_in_${s.id('x')}`,
    object: 'invoice',
    customer: sub['customer'],
    currency: 'eur',
    subtotal,
    total: subtotal,
    period_start: reset ? at : end,
    period_end: reset ? at : end,
    lines: { object: 'list', has_more: false, url: '/v1/invoices/upcoming/lines', data: lines },
  };
}
