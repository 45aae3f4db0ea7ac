import { errorBodySchema } from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

export interface WebhooksRoutesOptions {
  provider: PaymentProvider;
  /** Stores the event's processing as a job; the answer does not wait for the processing. */
  enqueue(event: ProviderEvent): Promise<void>;
}

/**
 * Stripe's webhooks. The signature is verified over the raw body, so this scope parses JSON
 * as a Buffer; the event is queued and acknowledged at once (Stripe retries non-2xx).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (app, { provider, enqueue }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      // Public: Stripe signs the body instead.
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: "Stripe's signed webhooks",
        description: 'Verified with STRIPE_WEBHOOK_SECRET; each event is processed once by its id, after the answer.',
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = await provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, { id: 'billing.webhookInvalid' });
        throw error;
      }
      await enqueue(event);
      return { received: true as const };
    },
  );
};
