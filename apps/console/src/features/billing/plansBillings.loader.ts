import { billingInfo, currentPlan, invoices, subscriptionInfo } from '@starcrew/api-client';
import type { BillingProfile, Invoice, SubscriptionInfoResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** plans-billings around the subscription machine: invoices, billing info, the next invoice. */
export interface PlansBillingsData {
  invoices: Invoice[];
  profile: BillingProfile | null;
  /** null without a subscription. */
  info: SubscriptionInfoResponse['data'] | null;
}

export async function loader({ services: { api } }: ScreenLoaderArgs): Promise<PlansBillingsData> {
  const [page, billing, current] = await Promise.all([invoices(api), billingInfo(api), currentPlan(api)]);
  const info = current.subscription ? await subscriptionInfo(api, current.subscription.id) : null;
  return { invoices: page.data, profile: billing.profile, info };
}
