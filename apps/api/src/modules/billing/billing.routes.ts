import {
  applyCouponRequestSchema,
  applyCouponResponseSchema,
  billingInfoRequestSchema,
  billingInfoResponseSchema,
  billingMessageIds,
  cancelSubscriptionRequestSchema,
  changePreviewQuerySchema,
  changePreviewResponseSchema,
  changeSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  currentPlanResponseSchema,
  errorBodySchema,
  invoicesResponseSchema,
  networkPlansRequestSchema,
  networkPlansResponseSchema,
  pageQuerySchema,
  plansResponseSchema,
  previewQuerySchema,
  previewResponseSchema,
  setupIntentResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionInfoResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import { presentInvoice } from './billing.presenter.ts';
import type { BillingService } from './billing.service.ts';

export interface BillingRoutesOptions {
  billing: BillingService;
}

export const billingErrors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
  502: errorBodySchema,
};

export const orgOf = (request: FastifyRequest) => authOf(request).user.organizationId;
export const sayTo = (request: FastifyRequest, id: string) => translate(localeOf(request), id);

/** The plan and subscription calls of spec section 7 (the owner's writes need `billing.manage`). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { billing }) => {
  // Managers and the owner read; the owner's writes need `billing.manage`.
  const managers = { config: { roles: MANAGERS } };
  const owner = { config: { roles: MANAGERS, permissions: ['billing.manage'] as const } };
  const tags = ['billing'];
  const common = { tags };

  app.get(
    '/manager/plans',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'The plans, prices per active location and the page data',
        response: { 200: plansResponseSchema, ...billingErrors },
      },
    },
    async (request) => billing.plans(orgOf(request)),
  );

  app.get(
    '/manager/current-plan',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'The current plan and subscription',
        description: 'A trial is reported as `active` with `trial_ends_at`.',
        response: { 200: currentPlanResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.currentPlan(orgOf(request)) }),
  );

  app.get(
    '/manager/billing-info',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'The billing info',
        response: { 200: billingInfoResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.billingInfo(orgOf(request)) }),
  );

  for (const method of ['post', 'put'] as const) {
    app[method](
      '/manager/billing-info',
      {
        ...owner,
        schema: {
          ...common,
          summary: method === 'post' ? 'Create the billing info' : 'Update the billing info',
          description: 'Agreement to the CGU and CGV is required. The provider customer is created or updated.',
          body: billingInfoRequestSchema,
          response: { 200: billingInfoResponseSchema, ...billingErrors },
        },
      },
      async (request) => ({
        data: await billing.saveBillingInfo(orgOf(request), request.body),
        message: sayTo(request, billingMessageIds.billingInfoSaved),
      }),
    );
  }

  app.post(
    '/manager/subscriptions/setup-intent',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Start saving a card (SetupIntent)',
        description: '409 until the billing info exists.',
        response: { 200: setupIntentResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.setupIntent(orgOf(request)) }),
  );

  app.get(
    '/manager/subscriptions/preview',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'Tax and total of a plan for the active (or given number of) locations',
        querystring: previewQuerySchema,
        response: { 200: previewResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.preview(orgOf(request), request.query) }),
  );

  app.get(
    '/manager/subscriptions/change-preview',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'What a change of plan or interval would bill, before it is made',
        description:
          'The new recurring totals, the proration of the current period (negative: a credit), when the change takes effect and when it is invoiced. 409 without a live subscription.',
        querystring: changePreviewQuerySchema,
        response: { 200: changePreviewResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.previewChange(orgOf(request), request.query) }),
  );

  app.post(
    '/manager/subscriptions',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Subscribe (with the free trial when the organization has not had it)',
        description: 'Quantity = active locations (at least 1). A declined card is a 422 on `payment_method_id`.',
        body: createSubscriptionRequestSchema,
        response: { 200: currentPlanResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.subscribe(orgOf(request), request.body),
      message: sayTo(request, billingMessageIds.subscribed),
    }),
  );

  app.patch(
    '/manager/subscriptions',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Change the plan or the billing interval (prorated)',
        body: changeSubscriptionRequestSchema,
        response: { 200: currentPlanResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.changeSubscription(orgOf(request), request.body),
      message: sayTo(request, billingMessageIds.planChanged),
    }),
  );

  app.delete(
    '/manager/subscriptions',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Cancel the current subscription now',
        response: { 200: currentPlanResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.cancel(orgOf(request), undefined),
      message: sayTo(request, billingMessageIds.canceled),
    }),
  );

  app.post(
    '/manager/apply-coupon',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Check a coupon code and compute the totals with it',
        description: 'An unknown or expired code is a 422 on `code`.',
        body: applyCouponRequestSchema,
        response: { 200: applyCouponResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.applyCoupon(orgOf(request), request.body),
      message: sayTo(request, billingMessageIds.couponApplied),
    }),
  );

  app.post(
    '/manager/network-plans',
    {
      config: { roles: MANAGERS, permissions: ['networks.manage'] },
      schema: {
        ...common,
        summary: 'Activate the selected locations; the quantity follows, prorated',
        description:
          'Without a subscription, `plan`, `interval` and `payment_method_id` start one. A declined card activates nothing.',
        body: networkPlansRequestSchema,
        response: { 200: networkPlansResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.activateLocations(orgOf(request), request.body),
      message: sayTo(request, billingMessageIds.locationsActivated),
    }),
  );

  app.get(
    '/manager/subscription-info/:id',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'A subscription with its next invoice',
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionInfoResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ data: await billing.subscriptionInfo(orgOf(request), request.params.id) }),
  );

  app.post(
    '/manager/cancel-subscription/:id',
    {
      ...owner,
      schema: {
        ...common,
        summary: 'Cancel a subscription, with the reason of the cancel modal',
        params: subscriptionIdParamsSchema,
        body: cancelSubscriptionRequestSchema,
        response: { 200: currentPlanResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({
      data: await billing.cancel(orgOf(request), request.params.id, request.body),
      message: sayTo(request, billingMessageIds.canceled),
    }),
  );

  app.get(
    '/manager/invoices',
    {
      ...managers,
      schema: {
        ...common,
        summary: 'The invoices, newest first',
        querystring: pageQuerySchema,
        response: { 200: invoicesResponseSchema, ...billingErrors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await billing.invoices(orgOf(request), page, per_page);
      const lastPage = Math.max(1, Math.ceil(total / per_page));
      const from = rows.length > 0 ? (page - 1) * per_page + 1 : null;
      return {
        data: rows.map(presentInvoice),
        pagination: {
          current_page: page,
          last_page: lastPage,
          per_page,
          from,
          to: from === null ? null : from + rows.length - 1,
          total,
        },
      };
    },
  );
};
