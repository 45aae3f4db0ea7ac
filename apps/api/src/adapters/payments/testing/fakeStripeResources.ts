import {
  type FakeCoupon,
  type FakePrice,
  type Json,
  StripeHttpError,
  addInterval,
  buildInvoice,
  missing,
} from './fakeStripeBilling.ts';
import { type FormObject, bool, int, list, obj, str } from './formEncoding.ts';

export interface FakePromotionCode {
  code: string;
  coupon: FakeCoupon;
  active?: boolean;
  /** Unix seconds. */
  expires_at?: number | null;
}

/**
 * Stripe's test PaymentMethods (docs "Testing": declines). Each names how a charge on it ends.
 * Attaching works for all of them; only charges fail.
 */
const TEST_PAYMENT_METHODS: Record<string, { decline?: { code: string; message: string } }> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: { code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: { decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
};

/** Stripe's check of an `eu_vat` value: a country prefix and 2 to 13 characters. */
const EU_VAT_FORM = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/;

export class FakeStripeState {
  readonly customers = new Map<string, Json>();
  readonly taxIds = new Map<string, Json[]>();
  readonly setupIntents = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices: Json[] = [];
  readonly promotionCodes: Array<FakePromotionCode & { id: string }> = [];
  private seq = 0;

  constructor(
    readonly prices: Map<string, FakePrice>,
    private readonly nowSeconds: () => number,
  ) {}

  id(prefix: string): string {
    this.seq += 1;
    return `${prefix}_fake${String(this.seq).padStart(6, '0')}`;
  }

  addPromotionCode(promo: FakePromotionCode): string {
    const id = this.id('promo');
    this.promotionCodes.push({ ...promo, id });
    return id;
  }

  private customer(id: string | undefined, param: string): Json {
    const customer = id ? this.customers.get(id) : undefined;
    if (!customer) throw missing('customer', id ?? '', param);
    return customer;
  }

  private addTaxId(customerId: string, type: string | undefined, value: string | undefined, param: string): Json {
    if (type !== 'eu_vat' || !value || !EU_VAT_FORM.test(value)) {
      throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'tax_id_invalid', message: `Invalid value for ${type}.`, param });
    }
    const taxId = { id: this.id('txi'), object: 'tax_id', type, value, customer: customerId, country: value.slice(0, 2), created: this.nowSeconds(), verification: { status: 'pending' } };
    this.taxIds.set(customerId, [...(this.taxIds.get(customerId) ?? []), taxId]);
    return taxId;
  }

  upsertCustomer(id: string | undefined, body: FormObject): Json {
    const existing = id ? this.customer(id, 'id') : undefined;
    const customer: Json = existing ?? { id: this.id('cus'), object: 'customer', created: this.nowSeconds(), livemode: false, tax_exempt: 'none', metadata: {} };
    for (const field of ['email', 'name'] as const) if (str(body[field]) !== undefined) customer[field] = str(body[field]);
    if (body['address']) customer['address'] = { line2: null, state: null, ...obj(body['address']) };
    customer['metadata'] = { ...(customer['metadata'] as Json), ...obj(body['metadata']) };
    this.customers.set(customer['id'] as string, customer);
    list(body['tax_id_data']).forEach((entry, i) => {
      const t = obj(entry);
      this.addTaxId(customer['id'] as string, str(t['type']), str(t['value']), `tax_id_data[${i}][value]`);
    });
    return customer;
  }

  listTaxIds(customerId: string): Json[] {
    this.customer(customerId, 'customer');
    return this.taxIds.get(customerId) ?? [];
  }

  createTaxId(customerId: string, body: FormObject): Json {
    this.customer(customerId, 'customer');
    return this.addTaxId(customerId, str(body['type']), str(body['value']), 'value');
  }

  deleteTaxId(customerId: string, taxId: string): Json {
    const ids = this.listTaxIds(customerId);
    if (!ids.some((t) => t['id'] === taxId)) throw missing('tax_id', taxId, 'id');
    this.taxIds.set(customerId, ids.filter((t) => t['id'] !== taxId));
    return { id: taxId, object: 'tax_id', deleted: true };
  }

  createSetupIntent(body: FormObject): Json {
    const customer = this.customer(str(body['customer']), 'customer');
    const id = this.id('seti');
    const intent = { id, object: 'setup_intent', client_secret: `${id}_secret_${this.id('s')}`, customer: customer['id'], status: 'requires_payment_method', usage: str(body['usage']) ?? 'off_session', created: this.nowSeconds(), livemode: false };
    this.setupIntents.set(id, intent);
    return intent;
  }

  findPromotionCodes(query: FormObject): Json[] {
    const code = str(query['code'])?.toLowerCase();
    const active = bool(query['active']);
    const expandCoupon = list(query['expand']).includes('data.promotion.coupon');
    return this.promotionCodes
      .filter((p) => (code === undefined || p.code.toLowerCase() === code) && (active === undefined || (p.active ?? true) === active))
      .map((p) => ({
        id: p.id,
        object: 'promotion_code',
        code: p.code,
        active: p.active ?? true,
        expires_at: p.expires_at ?? null,
        created: this.nowSeconds(),
        promotion: { type: 'coupon', coupon: expandCoupon ? this.couponObject(p.coupon) : p.coupon.id },
      }));
  }

  private couponObject(c: FakeCoupon): Json {
    return { object: 'coupon', name: null, valid: true, percent_off: null, amount_off: null, currency: c.amount_off !== undefined ? 'eur' : null, duration_in_months: null, ...c };
  }

  /** A promotion code given in `discounts`: it must exist, be active and not have expired. */
  private promotion(body: FormObject): (FakePromotionCode & { id: string }) | null {
    const id = str(obj(list(body['discounts'])[0])['promotion_code']);
    if (!id) return null;
    const promo = this.promotionCodes.find((p) => p.id === id);
    if (!promo) throw missing('promotion code', id, 'discounts[0][promotion_code]');
    if (promo.active === false || (promo.expires_at != null && promo.expires_at <= this.nowSeconds())) {
      throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'This promotion code cannot be redeemed because the associated coupon is no longer valid.', param: 'discounts[0][promotion_code]' });
    }
    return promo;
  }

  private price(id: string | undefined, param: string): FakePrice {
    const price = id ? this.prices.get(id) : undefined;
    if (!price) throw missing('price', id ?? '', param);
    return price;
  }

  createSubscription(body: FormObject): Json {
    const customer = this.customer(str(body['customer']), 'customer');
    const item = obj(list(body['items'])[0]);
    const price = this.price(str(item['price']), 'items[0][price]');
    const quantity = int(item['quantity']) ?? 1;
    const pmId = str(body['default_payment_method']);
    const pm = pmId ? TEST_PAYMENT_METHODS[pmId] : undefined;
    if (pmId && !pm) throw missing('PaymentMethod', pmId, 'default_payment_method');
    const promo = this.promotion(body);
    const trialDays = int(body['trial_period_days']);
    const now = this.nowSeconds();
    const periodEnd = trialDays ? now + trialDays * 86_400 : addInterval(now, price.interval);
    const decline = trialDays ? undefined : (pm?.decline ?? (pmId ? undefined : { code: 'generic_decline', message: 'This customer has no attached payment source or default payment method.' }));
    if (decline && str(body['payment_behavior']) === 'error_if_incomplete') {
      throw new StripeHttpError(402, { type: 'card_error', code: 'card_declined', decline_code: decline.code, message: decline.message, param: '' });
    }
    const id = this.id('sub');
    const itemId = this.id('si');
    const discountId = promo ? this.id('di') : null;
    const invoice = buildInvoice({
      id: this.id('in'), number: `FAKE-${String(this.invoices.length + 1).padStart(4, '0')}`, customer, taxIds: this.listTaxIds(customer['id'] as string).map((t) => t['value'] as string),
      subscriptionId: id, itemId, price, quantity, period: { start: now, end: periodEnd }, chargeable: !trialDays, coupon: promo?.coupon ?? null, discountId,
      automaticTax: bool(obj(body['automatic_tax'])['enabled']) ?? false, status: decline ? 'open' : 'paid', created: now, billingReason: 'subscription_create',
    });
    this.invoices.push(invoice);
    const sub: Json = {
      id, object: 'subscription', customer: customer['id'], status: trialDays ? 'trialing' : decline ? 'incomplete' : 'active',
      created: now, start_date: now, trial_start: trialDays ? now : null, trial_end: trialDays ? periodEnd : null,
      cancel_at_period_end: false, cancel_at: null, canceled_at: null, ended_at: null, currency: 'eur',
      default_payment_method: pmId ?? null, discounts: discountId ? [discountId] : [], latest_invoice: invoice['id'],
      metadata: obj(body['metadata']), automatic_tax: { enabled: bool(obj(body['automatic_tax'])['enabled']) ?? false, liability: null, disabled_reason: null },
      items: { object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${id}`, data: [
        { id: itemId, object: 'subscription_item', subscription: id, quantity, price: { id: price.id, object: 'price', unit_amount: price.unit_amount, currency: 'eur', recurring: { interval: price.interval, interval_count: 1 } }, current_period_start: now, current_period_end: periodEnd, discounts: [], metadata: {} },
      ] },
      livemode: false,
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  subscription(id: string): Json {
    const sub = this.subscriptions.get(id);
    if (!sub) throw missing('subscription', id, 'id');
    return sub;
  }

  updateSubscription(id: string, body: FormObject): Json {
    const sub = this.subscription(id);
    const cancel = bool(body['cancel_at_period_end']);
    if (cancel !== undefined) sub['cancel_at_period_end'] = cancel;
    const change = obj(list(body['items'])[0]);
    const items = (sub['items'] as { data: Json[] }).data;
    if (str(change['id'])) {
      const item = items.find((i) => i['id'] === str(change['id']));
      if (!item) throw missing('subscription_item', str(change['id'])!, 'items[0][id]');
      if (str(change['price'])) {
        const price = this.price(str(change['price']), 'items[0][price]');
        item['price'] = { id: price.id, object: 'price', unit_amount: price.unit_amount, currency: 'eur', recurring: { interval: price.interval, interval_count: 1 } };
      }
      if (int(change['quantity']) !== undefined) item['quantity'] = int(change['quantity']);
    }
    sub['metadata'] = { ...(sub['metadata'] as Json), ...obj(body['metadata']) };
    return sub;
  }

  cancelSubscription(id: string): Json {
    const sub = this.subscription(id);
    sub['status'] = 'canceled';
    sub['canceled_at'] = this.nowSeconds();
    sub['ended_at'] = this.nowSeconds();
    return sub;
  }

  previewInvoice(body: FormObject): Json {
    const details = obj(body['customer_details']);
    const customerId = str(body['customer']);
    if (!customerId && !body['customer_details']) {
      throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Missing required param: customer.', param: 'customer' });
    }
    const customer = customerId ? this.customer(customerId, 'customer') : { id: null, address: obj(details['address']) };
    const taxIds = customerId ? this.listTaxIds(customerId).map((t) => t['value'] as string) : list(details['tax_ids']).map((t) => str(obj(t)['value']) ?? '');
    const item = obj(list(obj(body['subscription_details'])['items'])[0]);
    const price = this.price(str(item['price']), 'subscription_details[items][0][price]');
    const promo = this.promotion(body);
    const now = this.nowSeconds();
    return buildInvoice({
      id: `upcoming_in_${this.id('x')}`, number: '', customer, taxIds, subscriptionId: '', itemId: '', price, quantity: int(item['quantity']) ?? 1,
      period: { start: now, end: addInterval(now, price.interval) }, chargeable: true, coupon: promo?.coupon ?? null, discountId: promo ? this.id('di') : null,
      automaticTax: bool(obj(body['automatic_tax'])['enabled']) ?? false, status: 'open', created: now, billingReason: 'upcoming',
    });
  }
}
