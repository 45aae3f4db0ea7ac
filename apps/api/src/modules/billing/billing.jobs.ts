import { z } from 'zod';
import { defineJob } from '../../jobs/index.ts';

/**
 * A provider event to process: only its id and what it is about, since processing re-reads
 * the provider's current state (billing.sync.ts). One job per event id (singleton key); the
 * event table makes a redelivery a no-op even when two jobs slip through.
 */
export const billingEventJob = defineJob({
  name: 'billing.event',
  payload: z.object({
    id: z.string().min(1),
    type: z.enum([
      'subscription.updated',
      'invoice.paid',
      'invoice.payment_failed',
      'invoice.payment_action_required',
      'ignored',
    ]),
    subscriptionId: z.string().nullable(),
    customerId: z.string().nullable(),
  }),
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
});
export type BillingEventRef = z.infer<typeof billingEventJob.payload>;

/** The sandbox's clock work: trials ending, renewals, retries and cancellations that are due. */
export const sandboxRenewalsJob = defineJob({
  name: 'billing.sandbox-renewals',
  payload: z.object({}),
  retryLimit: 1,
  policy: 'short',
});
