import {
  applyCouponResponseSchema,
  billingInfoResponseSchema,
  currentPlanResponseSchema,
  invoicesResponseSchema,
  networkPlansResponseSchema,
  plansResponseSchema,
  previewResponseSchema,
  changePreviewResponseSchema,
  sandboxCardResponseSchema,
  setupIntentResponseSchema,
  subscriptionInfoResponseSchema,
  type ApplyCouponRequest,
  type ApplyCouponResponse,
  type BillingInfoRequest,
  type BillingInfoResponse,
  type BillingInterval,
  type CancelSubscriptionRequest,
  type ChangeSubscriptionRequest,
  type ChangePreview,
  type CreateSubscriptionRequest,
  type CurrentPlan,
  type InvoicesResponse,
  type NetworkPlansRequest,
  type PlanId,
  type PlansResponse,
  type SandboxCardRequest,
  type SandboxCardResponse,
  type SetupIntentResponse,
  type SubscriptionInfoResponse,
  type Totals,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const withMessage = <T>(response: { data: T; message?: string | undefined }): WithMessage<T> => ({
  data: response.data,
  message: response.message,
});

/** GET /v1/manager/plans: the plans and the page data (trial, annual saving, current plan). */
export async function plans(client: ApiClient, interval?: BillingInterval): Promise<PlansResponse> {
  return client.request('/v1/manager/plans', { query: { interval }, schema: plansResponseSchema });
}

/** GET /v1/manager/current-plan: the plan and the subscription with its status (`active` during the trial). */
export async function currentPlan(client: ApiClient): Promise<CurrentPlan> {
  return (await client.request('/v1/manager/current-plan', { schema: currentPlanResponseSchema })).data;
}

/** GET /v1/manager/billing-info: the profile (null until the owner fills it in). */
export async function billingInfo(client: ApiClient): Promise<BillingInfoResponse['data']> {
  return (await client.request('/v1/manager/billing-info', { schema: billingInfoResponseSchema })).data;
}

/** POST (create) or PUT (update) /v1/manager/billing-info; answers the user's new `billing_info` too. */
export async function saveBillingInfo(
  client: ApiClient,
  body: BillingInfoRequest,
  mode: 'create' | 'update' = 'create',
): Promise<WithMessage<BillingInfoResponse['data']>> {
  return withMessage(
    await client.request('/v1/manager/billing-info', {
      method: mode === 'create' ? 'POST' : 'PUT',
      body,
      schema: billingInfoResponseSchema,
    }),
  );
}

/** POST /v1/manager/subscriptions/setup-intent: starts saving a card. */
export async function setupIntent(client: ApiClient): Promise<SetupIntentResponse['data']> {
  return (
    await client.request('/v1/manager/subscriptions/setup-intent', {
      method: 'POST',
      schema: setupIntentResponseSchema,
    })
  ).data;
}

/** POST /v1/manager/payments/sandbox/card: the sandbox's card form (Stripe test cards only). */
export async function confirmSandboxCard(
  client: ApiClient,
  body: SandboxCardRequest,
): Promise<SandboxCardResponse['data']> {
  return (
    await client.request('/v1/manager/payments/sandbox/card', {
      method: 'POST',
      body,
      schema: sandboxCardResponseSchema,
    })
  ).data;
}

/** POST /v1/manager/payments/sandbox/authenticate/{id}: the sandbox's 3-D Secure answer. */
export async function authenticateSandboxCard(
  client: ApiClient,
  setupIntentId: string,
  approve: boolean,
): Promise<SandboxCardResponse['data']> {
  return (
    await client.request(`/v1/manager/payments/sandbox/authenticate/${encodeURIComponent(setupIntentId)}`, {
      method: 'POST',
      body: { approve },
      schema: sandboxCardResponseSchema,
    })
  ).data;
}

/** POST /v1/manager/subscriptions: subscribes; the trial when the organization has not had it. */
export async function subscribe(client: ApiClient, body: CreateSubscriptionRequest): Promise<WithMessage<CurrentPlan>> {
  return withMessage(
    await client.request('/v1/manager/subscriptions', { method: 'POST', body, schema: currentPlanResponseSchema }),
  );
}

/** PATCH /v1/manager/subscriptions: a new plan or interval, prorated. */
export async function changeSubscription(
  client: ApiClient,
  body: ChangeSubscriptionRequest,
): Promise<WithMessage<CurrentPlan>> {
  return withMessage(
    await client.request('/v1/manager/subscriptions', { method: 'PATCH', body, schema: currentPlanResponseSchema }),
  );
}

/** GET /v1/manager/subscriptions/change-preview: what a change would bill, before it is made. */
export async function previewSubscriptionChange(
  client: ApiClient,
  query: ChangeSubscriptionRequest,
): Promise<ChangePreview> {
  return (
    await client.request('/v1/manager/subscriptions/change-preview', { query, schema: changePreviewResponseSchema })
  ).data;
}

/** DELETE /v1/manager/subscriptions: cancels the current subscription. */
export async function deleteSubscription(client: ApiClient): Promise<WithMessage<CurrentPlan>> {
  return withMessage(
    await client.request('/v1/manager/subscriptions', { method: 'DELETE', schema: currentPlanResponseSchema }),
  );
}

/** GET /v1/manager/subscriptions/preview: tax and total computed by the server. */
export async function previewTotals(
  client: ApiClient,
  query: { plan: PlanId; interval: BillingInterval; quantity?: number },
): Promise<Totals> {
  return (await client.request('/v1/manager/subscriptions/preview', { query, schema: previewResponseSchema })).data;
}

/** POST /v1/manager/apply-coupon: the coupon and the totals with it; 422 on `code` when refused. */
export async function applyCoupon(client: ApiClient, body: ApplyCouponRequest): Promise<ApplyCouponResponse['data']> {
  return (await client.request('/v1/manager/apply-coupon', { method: 'POST', body, schema: applyCouponResponseSchema }))
    .data;
}

/** POST /v1/manager/network-plans: activates the selected locations (and subscribes when needed). */
export async function activateNetworkPlans(client: ApiClient, body: NetworkPlansRequest) {
  return withMessage(
    await client.request('/v1/manager/network-plans', { method: 'POST', body, schema: networkPlansResponseSchema }),
  );
}

/** GET /v1/manager/subscription-info/{id}: the subscription with its next invoice. */
export async function subscriptionInfo(client: ApiClient, id: string): Promise<SubscriptionInfoResponse['data']> {
  return (
    await client.request(`/v1/manager/subscription-info/${encodeURIComponent(id)}`, {
      schema: subscriptionInfoResponseSchema,
    })
  ).data;
}

/** POST /v1/manager/cancel-subscription/{id}: cancels, with the cancel modal's reason. */
export async function cancelSubscription(
  client: ApiClient,
  id: string,
  body: CancelSubscriptionRequest,
): Promise<WithMessage<CurrentPlan>> {
  return withMessage(
    await client.request(`/v1/manager/cancel-subscription/${encodeURIComponent(id)}`, {
      method: 'POST',
      body,
      schema: currentPlanResponseSchema,
    }),
  );
}

/** GET /v1/manager/invoices: one page of invoices, newest first. */
export async function invoices(client: ApiClient, page = 1, perPage = 10): Promise<InvoicesResponse> {
  return client.request('/v1/manager/invoices', { query: { page, per_page: perPage }, schema: invoicesResponseSchema });
}
