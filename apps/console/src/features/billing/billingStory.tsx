import {
  exceededFor,
  type ChangePreview,
  type CurrentPlan,
  type Invoice,
  type Plan,
  type PlansResponse,
  type PlanUsage,
  type Subscription,
  type Totals,
} from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession, ownerUser } from '../../testing/fixtures.ts';

/** Shared by the billing stories: the console at a path, signed in as the owner, the API mocked. */
export const billingMeta = {
  component: ConsoleStory,
  args: { path: '/manager/plans', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: () => signInOwner(),
} satisfies Meta<typeof ConsoleStory>;

export function signInOwner(user = ownerUser) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', ownerSession.access_token);
  localStorage.setItem('permissions', JSON.stringify(ownerSession.permissions));
  localStorage.setItem('roles', JSON.stringify([user.role]));
}

export async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return canvas;
}

const limits = (members: number | null, campaigns: number | null, competitors: number) => ({
  members_per_location: members,
  running_campaigns_per_location: campaigns,
  competitors_per_location: competitors,
});
export const plans: Plan[] = [
  { id: 'essential', name: 'Essential', prices: { month: 2900, year: 29000 }, limits: limits(5, 2, 3) },
  { id: 'pro', name: 'Pro', prices: { month: 5900, year: 59000 }, limits: limits(25, null, 5) },
  { id: 'network', name: 'Network', prices: { month: 9900, year: 99000 }, limits: limits(null, null, 10) },
];

export const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  id: '00000000-0000-4000-8000-0000000000b1',
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
  ...over,
});

export const trialSubscription = subscription({
  current_period_end: '2026-12-05T09:00:00.000Z',
  trial_ends_at: '2099-12-05T09:00:00.000Z',
});

export const invoice: Invoice = {
  id: '00000000-0000-4000-8000-0000000000c1',
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
  paid_at: '2026-11-01T09:00:00.000Z',
  url: null,
};

export const totals: Totals = {
  quantity: 3,
  unit_amount: 5900,
  subtotal: 17700,
  discount: 0,
  tax: 3540,
  tax_rate: 20,
  reverse_charge: false,
  total: 21240,
};

/**
 * The server's preview of a change from Pro monthly for 3 locations, half-way through the
 * November period: the rest of it prorated onto the December invoice, or (a new interval) a
 * new period billed now less the unused half.
 */
function changePreview(query: URLSearchParams): ChangePreview {
  const target = plans.find((p) => p.id === query.get('plan')) ?? plans[0]!;
  const interval = query.get('interval') === 'year' ? 'year' : 'month';
  const unit = target.prices[interval];
  const subtotal = unit * 3;
  const newTotals = { ...totals, unit_amount: unit, subtotal, tax: subtotal * 0.2, total: subtotal * 1.2 };
  const now = '2026-11-16T09:00:00.000Z';
  return interval === 'month'
    ? {
        plan: target.id,
        interval,
        totals: newTotals,
        proration: ((unit - 5900) * 3) / 2,
        effective_at: now,
        billed_now: false,
        invoice_at: '2026-12-01T09:00:00.000Z',
        period_end: '2026-12-01T09:00:00.000Z',
      }
    : {
        plan: target.id,
        interval,
        totals: newTotals,
        proration: -8850,
        effective_at: now,
        billed_now: true,
        invoice_at: now,
        period_end: '2027-11-16T09:00:00.000Z',
      };
}

const profile = {
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
};

/** The billing API as the server answers it, for an organization in this state. */
export function billingHandlers(
  current: Subscription | null,
  options: {
    invoices?: Invoice[];
    hasProfile?: boolean;
    trialAvailable?: boolean;
    /** What the plan limits count today; a small team by default (every plan fits). */
    usage?: PlanUsage;
    activeLocations?: number;
  } = {},
): RequestHandler[] {
  const plan = current ? (plans.find((p) => p.id === current.plan) ?? null) : null;
  const currentPlan: CurrentPlan = { plan, subscription: current };
  const usage = options.usage ?? { members: 4, running_campaigns: 1, competitors: 2 };
  const activeLocations = options.activeLocations ?? 3;
  const page: PlansResponse = {
    data: plans.map((p) => {
      const exceeded = exceededFor(p.limits, usage, activeLocations);
      return { ...p, fits: exceeded.length === 0, exceeded };
    }),
    pageData: {
      currency: 'EUR',
      trial_days: 14,
      trial_available: options.trialAvailable ?? current === null,
      annual_saving_percent: 17,
      active_locations: activeLocations,
      current_plan: current && current.status !== 'canceled' ? current.plan : null,
      current_interval: current && current.status !== 'canceled' ? current.interval : null,
      has_billing_info: options.hasProfile ?? true,
      usage,
    },
  };
  const hasProfile = options.hasProfile ?? true;
  return [
    http.get('/api/v1/config', () =>
      HttpResponse.json({
        data: { google_client_id: null, payments: { provider: 'sandbox', stripe_publishable_key: null } },
      }),
    ),
    http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [] })),
    http.get('/api/v1/manager/plans', () => HttpResponse.json(page)),
    http.get('/api/v1/manager/current-plan', () => HttpResponse.json({ data: currentPlan })),
    http.get('/api/v1/manager/billing-info', () =>
      HttpResponse.json({
        data: hasProfile ? { profile, billing_info: ownerUser.billing_info } : { profile: null, billing_info: null },
      }),
    ),
    http.get('/api/v1/manager/subscriptions/preview', () => HttpResponse.json({ data: totals })),
    http.get('/api/v1/manager/subscriptions/change-preview', ({ request }) =>
      HttpResponse.json({ data: changePreview(new URL(request.url).searchParams) }),
    ),
    http.get('/api/v1/manager/subscription-info/:id', () =>
      HttpResponse.json({
        data: {
          ...currentPlan,
          next_invoice:
            current && (current.status === 'active' || current.status === 'past_due')
              ? {
                  date: current.trial_ends_at ?? current.current_period_end,
                  amount: 21240,
                  tax: 3540,
                  tax_rate: 20,
                  reverse_charge: false,
                }
              : null,
          card: null,
        },
      }),
    ),
    http.get('/api/v1/manager/invoices', () =>
      HttpResponse.json({
        data: options.invoices ?? [],
        pagination: { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 },
      }),
    ),
  ];
}

/** A 422 as the server sends it: per-field messages (spec section 8). */
export const validationError = (errors: Record<string, string>) => ({
  message: Object.values(errors)[0],
  errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
});

/** The sandbox card form's calls: a setup intent, then the card, accepted or refused with these field errors. */
export function sandboxCardHandlers(refusal?: Record<string, string>): RequestHandler[] {
  return [
    http.post('/api/v1/manager/subscriptions/setup-intent', () =>
      HttpResponse.json({ data: { setup_intent_id: 'seti_1', client_secret: 's', provider: 'sandbox' } }),
    ),
    http.post('/api/v1/manager/payments/sandbox/card', () =>
      refusal
        ? HttpResponse.json(validationError(refusal), { status: 422 })
        : HttpResponse.json({
            data: {
              status: 'succeeded',
              payment_method_id: 'pm_1',
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
            },
          }),
    ),
  ];
}

/** Types a test card into the sandbox card fields, as a person would. */
export async function typeCard(canvas: ReturnType<typeof within>, number = '4242424242424242') {
  await userEvent.type(await canvas.findByLabelText(/^Card number/), number);
  await userEvent.type(canvas.getByLabelText(/^Expiry/), '12/34');
  await userEvent.type(canvas.getByLabelText(/^Security code/), '123');
}
