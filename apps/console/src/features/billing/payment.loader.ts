import { billingInfo, plans, previewTotals } from '@starcrew/api-client';
import type { BillingInterval, BillingProfile, PlanId, PlansResponse, Totals } from '@starcrew/contract';
import type { AppConfig } from '../../app/services.ts';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** Which card form the payment screen shows. */
export type CardForm = { kind: 'stripe'; publishableKey: string } | { kind: 'sandbox' };

/** Everything the payment screen shows before the person types a card. */
export interface PaymentData {
  plan: PlanId;
  interval: BillingInterval;
  /** From `?locations=`: paying also activates them (network plans). */
  locationIds: string[];
  page: PlansResponse;
  /** null while the organization has no billing information (the modal asks for it first). */
  profile: BillingProfile | null;
  /** The server's totals before any coupon; null when they could not be computed. */
  totals: Totals | null;
  cardForm: CardForm;
}

const planOf = (value: string | null): PlanId =>
  value === 'pro' || value === 'network' || value === 'essential' ? value : 'essential';

/**
 * The server's payment provider: Stripe's card element with its publishable key, or the
 * sandbox's own fields; a failed config call leaves the sandbox's (the server's answers then tell).
 */
export function cardFormOf(config: AppConfig | null): CardForm {
  const payments = config?.payments;
  return payments?.provider === 'stripe' && payments.stripe_publishable_key
    ? { kind: 'stripe', publishableKey: payments.stripe_publishable_key }
    : { kind: 'sandbox' };
}

/** payments/stripe and my-networks/plans/payment: the plan and interval of the URL, priced. */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<PaymentData> {
  const { api } = services;
  const params = new URL(request.url).searchParams;
  const plan = planOf(params.get('plan'));
  const interval: BillingInterval = params.get('interval') === 'year' ? 'year' : 'month';
  const locationIds = (params.get('locations') ?? '').split(',').filter(Boolean);
  const [page, info, config] = await Promise.all([plans(api), billingInfo(api), services.config()]);
  // Network plans bill the active locations and the ones being activated.
  const quantity = locationIds.length > 0 ? page.pageData.active_locations + locationIds.length : undefined;
  const totals = await previewTotals(api, { plan, interval, ...(quantity ? { quantity } : {}) }).catch(() => null);
  return { plan, interval, locationIds, page, profile: info.profile, totals, cardForm: cardFormOf(config) };
}
