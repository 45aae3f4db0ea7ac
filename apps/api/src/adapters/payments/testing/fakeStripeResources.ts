import { type FakeCoupon, type FakePrice, type Json, StripeHttpError, missing } from './fakeStripeBilling.ts';
import { type FormObject, bool, list, obj, str } from './formEncoding.ts';

export interface FakePromotionCode {
  code: string;
  coupon: FakeCoupon;
  active?: boolean;
  /** Unix seconds. */
  expires_at?: number | null;
}

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
  readonly nowSeconds: () => number;

  constructor(
    readonly prices: Map<string, FakePrice>,
    nowSeconds: () => number,
  ) {
    this.nowSeconds = nowSeconds;
  }

  id(prefix: string): string {
    this.seq += 1;
    return `${prefix}_fake${String(this.seq).padStart(6, '0')}`;
  }

  addPromotionCode(promo: FakePromotionCode): string {
    const id = this.id('promo');
    this.promotionCodes.push({ ...promo, id });
    return id;
  }

  customer(id: string | undefined, param: string): Json {
    const customer = id ? this.customers.get(id) : undefined;
    if (!customer) throw missing('customer', id ?? '', param);
    return customer;
  }

  private addTaxId(customerId: string, type: string | undefined, value: string | undefined, param: string): Json {
    if (type !== 'eu_vat' || !value || !EU_VAT_FORM.test(value)) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'tax_id_invalid',
        message: `Invalid value for ${type}.`,
        param,
      });
    }
    const taxId = {
      id: this.id('txi'),
      object: 'tax_id',
      type,
      value,
      customer: customerId,
      country: value.slice(0, 2),
      created: this.nowSeconds(),
      verification: { status: 'pending' },
    };
    this.taxIds.set(customerId, [...(this.taxIds.get(customerId) ?? []), taxId]);
    return taxId;
  }

  upsertCustomer(id: string | undefined, body: FormObject): Json {
    const existing = id ? this.customer(id, 'id') : undefined;
    const customer: Json = existing ?? {
      id: this.id('cus'),
      object: 'customer',
      created: this.nowSeconds(),
      livemode: false,
      tax_exempt: 'none',
      metadata: {},
    };
    for (const field of ['email', 'name'] as const)
      if (str(body[field]) !== undefined) customer[field] = str(body[field]);
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
    this.taxIds.set(
      customerId,
      ids.filter((t) => t['id'] !== taxId),
    );
    return { id: taxId, object: 'tax_id', deleted: true };
  }

  createSetupIntent(body: FormObject): Json {
    const customer = this.customer(str(body['customer']), 'customer');
    const id = this.id('seti');
    const intent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${this.id('s')}`,
      customer: customer['id'],
      status: 'requires_payment_method',
      usage: str(body['usage']) ?? 'off_session',
      created: this.nowSeconds(),
      livemode: false,
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  findPromotionCodes(query: FormObject): Json[] {
    const code = str(query['code'])?.toLowerCase();
    const active = bool(query['active']);
    const expandCoupon = list(query['expand']).includes('data.promotion.coupon');
    return this.promotionCodes
      .filter(
        (p) =>
          (code === undefined || p.code.toLowerCase() === code) &&
          (active === undefined || (p.active ?? true) === active),
      )
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
    return {
      object: 'coupon',
      name: null,
      valid: true,
      percent_off: null,
      amount_off: null,
      currency: c.amount_off !== undefined ? 'eur' : null,
      duration_in_months: null,
      ...c,
    };
  }

  /** A promotion code given in `discounts`: it must exist, be active and not have expired. */
  promotion(body: FormObject): (FakePromotionCode & { id: string }) | null {
    const id = str(obj(list(body['discounts'])[0])['promotion_code']);
    if (!id) return null;
    const promo = this.promotionCodes.find((p) => p.id === id);
    if (!promo) throw missing('promotion code', id, 'discounts[0][promotion_code]');
    if (promo.active === false || (promo.expires_at != null && promo.expires_at <= this.nowSeconds())) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'This promotion code cannot be redeemed because the associated coupon is no longer valid.',
        param: 'discounts[0][promotion_code]',
      });
    }
    return promo;
  }

  price(id: string | undefined, param: string): FakePrice {
    const price = id ? this.prices.get(id) : undefined;
    if (!price) throw missing('price', id ?? '', param);
    return price;
  }

  subscription(id: string): Json {
    const sub = this.subscriptions.get(id);
    if (!sub) throw missing('subscription', id, 'id');
    return sub;
  }
}
