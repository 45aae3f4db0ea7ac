import type {
  BillingInfoRequest,
  BillingProfile,
  Coupon,
  CurrentPlan,
  Invoice,
  Plan,
  PlanId,
  PlansResponse,
  Subscription,
  SubscriptionInfoResponse,
  Totals,
} from '@starcrew/contract';

/**
 * The billing answers as the server sends them, one builder a payload: the billing call tests
 * take these and override a field, so a change of the contract is made here once.
 * Amounts are euro cents, VAT excluded unless named `total`; `tax_rate` is a percent.
 */

const catalogue: Record<PlanId, Plan> = {
  essential: {
    id: 'essential',
    name: 'Essential',
    prices: { month: 2900, year: 29000 },
    limits: { members_per_location: 5, running_campaigns_per_location: 2, competitors_per_location: 3 },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    prices: { month: 5900, year: 59000 },
    limits: { members_per_location: 25, running_campaigns_per_location: null, competitors_per_location: 5 },
  },
  network: {
    id: 'network',
    name: 'Network',
    prices: { month: 9900, year: 99000 },
    limits: { members_per_location: null, running_campaigns_per_location: null, competitors_per_location: 10 },
  },
};

export function makePlan(id: PlanId = 'pro', overrides: Partial<Plan> = {}): Plan {
  return { ...catalogue[id], ...overrides };
}

/** The plans page of an organization on Pro, monthly, with three active locations. */
export function makePlansResponse(overrides: Partial<PlansResponse['pageData']> = {}): PlansResponse {
  return {
    data: [
      {
        ...makePlan('essential'),
        fits: false,
        exceeded: [{ resource: 'members', count: 18, limit: 15 }],
      },
      { ...makePlan('pro'), fits: true, exceeded: [] },
      { ...makePlan('network'), fits: true, exceeded: [] },
    ],
    pageData: {
      currency: 'EUR',
      trial_days: 14,
      trial_available: false,
      annual_saving_percent: 17,
      active_locations: 3,
      current_plan: 'pro',
      current_interval: 'month',
      has_billing_info: true,
      usage: { members: 18, running_campaigns: 4, competitors: 2 },
      ...overrides,
    },
  };
}

export const subscriptionId = '7d4c2a10-5b3e-4f61-9a8d-2c1e0f9b6a55';

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: subscriptionId,
    status: 'active',
    plan: 'pro',
    interval: 'month',
    quantity: 3,
    trial_ends_at: null,
    current_period_start: '2026-11-01T09:00:00.000Z',
    current_period_end: '2026-12-01T09:00:00.000Z',
    cancel_at_period_end: false,
    canceled_at: null,
    coupon_code: null,
    ...overrides,
  };
}

/** `data` of the current-plan answer: the plan and its subscription. */
export function makeCurrentPlan(overrides: Partial<Subscription> = {}): CurrentPlan {
  const subscription = makeSubscription(overrides);
  return { plan: makePlan(subscription.plan), subscription };
}

export function makeBillingProfile(overrides: Partial<BillingProfile> = {}): BillingProfile {
  return {
    company_name: 'Maison Dorée SAS',
    contact_name: 'Camille Laurent',
    phone: '+33 1 23 45 67 89',
    email: 'compta@maison-doree.fr',
    billing_address: '12 rue Oberkampf',
    postal_code: '75011',
    city: 'Paris',
    country: 'FR',
    company_registration_number: '912 345 678',
    vat_number: 'FR12912345678',
    marketing_consent: false,
    agreed_to_terms: true,
    ...overrides,
  };
}

/** The form the owner sends: the profile, with the terms agreed to. */
export function makeBillingInfoRequest(overrides: Partial<BillingInfoRequest> = {}): BillingInfoRequest {
  return { ...makeBillingProfile(), agreed_to_terms: true, ...overrides };
}

/** `data` of the billing-info answer: the profile and the user's summary of it. */
export function makeBillingInfo(profile: BillingProfile = makeBillingProfile()) {
  const { postal_code: _postal, city: _city, country: _country, ...summary } = profile;
  return { profile, billing_info: summary };
}

/** Pro, monthly, three locations, 20 % French VAT. */
export function makeTotals(overrides: Partial<Totals> = {}): Totals {
  return {
    quantity: 3,
    unit_amount: 5900,
    subtotal: 17700,
    discount: 0,
    tax: 3540,
    tax_rate: 20,
    reverse_charge: false,
    total: 21240,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'WELCOME20',
    name: 'Welcome: 20 % off for 3 months',
    percent_off: 20,
    amount_off: null,
    duration: 'repeating',
    duration_in_months: 3,
    ...overrides,
  };
}

export function makeCard() {
  return { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
}

export function makeSubscriptionInfo(): SubscriptionInfoResponse['data'] {
  return {
    ...makeCurrentPlan(),
    next_invoice: { date: '2026-12-01T09:00:00.000Z', amount: 21240, tax: 3540, tax_rate: 20, reverse_charge: false },
    card: makeCard(),
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1QeXb2Kx9',
    number: 'SC-2026-0001',
    status: 'paid',
    subtotal: 17700,
    discount: 0,
    tax: 3540,
    tax_rate: 20,
    reverse_charge: false,
    total: 21240,
    amount_due: 0,
    period_start: '2026-11-01T09:00:00.000Z',
    period_end: '2026-12-01T09:00:00.000Z',
    issued_at: '2026-11-01T09:00:00.000Z',
    paid_at: '2026-11-01T09:05:12.000Z',
    url: 'https://pay.stripe.com/invoice/acct_1/in_1QeXb2Kx9/pdf',
    ...overrides,
  };
}
