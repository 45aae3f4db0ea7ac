import {
  errorBodySchema,
  errorMessageIds,
  sandboxAuthenticateRequestSchema,
  sandboxCardRequestSchema,
  sandboxCardResponseSchema,
  stringField,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxCardResult, SandboxPaymentProvider } from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { MANAGERS } from '../../plugins/auth.ts';
import { viaProvider } from './billing.errors.ts';
import { orgOf } from './billing.routes.ts';

export interface SandboxPaymentsRoutesOptions {
  sandbox: SandboxPaymentProvider;
  /** The organization's customer at the provider: a SetupIntent is confirmed only by its own. */
  paymentCustomer: (organizationId: string) => Promise<string | undefined>;
}

function present(result: SandboxCardResult) {
  if (result.status === 'requires_action') {
    return { status: result.status, setup_intent_id: result.setupIntentId };
  }
  const { card } = result;
  return {
    status: result.status,
    payment_method_id: result.paymentMethodId,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
  };
}

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

/**
 * The sandbox's card step, what Stripe.js does in the browser with Stripe: our own card form
 * posts Stripe's test cards here; 3-D Secure (4000 0027 6000 3184) is confirmed by a second
 * call from the console's own authentication dialog. Only served when the sandbox is in use.
 */
export const sandboxPaymentsRoutes: FastifyPluginAsyncZod<SandboxPaymentsRoutesOptions> = async (
  app,
  { sandbox, paymentCustomer },
) => {
  // Without a customer the organization has no SetupIntent: any id is another's, hence unknown.
  const customerOf = async (request: FastifyRequest) => {
    const customerId = await paymentCustomer(orgOf(request));
    if (!customerId) throw new HttpError(404, { id: errorMessageIds.notFound });
    return customerId;
  };
  const owner = { roles: MANAGERS, permissions: ['billing.manage'] as const };
  const common = { tags: ['billing'] };

  app.post(
    '/manager/payments/sandbox/card',
    {
      config: owner,
      schema: {
        ...common,
        summary: 'Sandbox: confirm a SetupIntent with a test card',
        description: 'Stripe test cards only; a card error is a 422 on its card field.',
        body: sandboxCardRequestSchema,
        response: { 200: sandboxCardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { setup_intent_id, number, exp_month, exp_year, cvc } = request.body;
      const customerId = await customerOf(request);
      const result = await viaProvider(
        () =>
          sandbox.confirmSandboxCard({
            customerId,
            setupIntentId: setup_intent_id,
            card: { number, expMonth: exp_month, expYear: exp_year, cvc },
          }),
        'number',
      );
      return { data: present(result) };
    },
  );

  app.post(
    '/manager/payments/sandbox/authenticate/:id',
    {
      config: owner,
      schema: {
        ...common,
        summary: 'Sandbox: approve or refuse the 3-D Secure step of a SetupIntent',
        params: z.object({ id: stringField('setupIntent').check(z.minLength(1)) }),
        body: sandboxAuthenticateRequestSchema,
        response: { 200: sandboxCardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const input = { customerId: await customerOf(request), setupIntentId: request.params.id };
      const result = await viaProvider(
        () => sandbox.confirmAuthentication({ ...input, approve: request.body.approve }),
        'number',
      );
      return { data: present(result) };
    },
  );
};
