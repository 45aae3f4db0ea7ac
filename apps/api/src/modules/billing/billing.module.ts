import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  createPaymentProvider,
  type ConfiguredPaymentProvider,
  type PaymentsConfig,
  type ProviderEvent,
} from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../jobs/index.ts';
import { subscriptionEnforcement } from './billing.enforcement.ts';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { billingEventJob, sandboxRenewalsJob } from './billing.jobs.ts';
import { createBillingSync, eventRef } from './billing.sync.ts';
import { createPlanUsage } from './planUsage.service.ts';
import { sandboxPaymentsRoutes } from './payments.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

export { assertWithinLimit, exceededLimits, planLimit, withinLimit, type LimitedResource } from './planLimits.rules.ts';
export type { PlanChecks, PlanUsage } from './planUsage.service.ts';
export { requiresSubscription } from './billing.enforcement.ts';
import { createDbSandboxStore } from './payments.store.ts';

export { createDbSandboxStore };

export interface BillingModuleDeps {
  db: Db;
  provider: ConfiguredPaymentProvider;
  jobs: Jobs;
  now: () => Date;
}

/** Builds the billing service and the event processing the provider's events feed. */
export function createBillingModule({ db, provider, jobs, now }: BillingModuleDeps) {
  const repository = createBillingRepository(db);
  const sync = createBillingSync({ repository, provider, now });
  // The plan limits: `assertFits` (competitors), `assertMembersFit`, `assertCampaignFits`, each inside `exclusive` with its write.
  const limits = createPlanUsage({ db, now });
  const service = createBillingService({ repository, provider, sync, now, limits });
  jobs.register(billingEventJob, (ref) => sync.processEvent(ref));
  if (provider.kind === 'sandbox') {
    const sandbox = provider;
    jobs.register(sandboxRenewalsJob, () => sandbox.processDue());
    jobs.schedule(sandboxRenewalsJob, '*/10 * * * *', {});
  }
  /** Stored work: the answer (or the sandbox call that emitted the event) does not wait for it. */
  const enqueue = async (event: ProviderEvent): Promise<void> => {
    await jobs.send(billingEventJob, eventRef(event), { singletonKey: `billing-event:${event.id}` });
  };
  return { service, sync, enqueue, limits };
}

export type BillingModule = ReturnType<typeof createBillingModule>;

export type Billing = ReturnType<typeof createBilling>;

/** The plan, subscription and invoice calls, the sandbox's card step, and Stripe's webhooks, under /api/v1. */
export const registerBilling: FastifyPluginAsync<{ billing: Billing }> = async (app, { billing }) => {
  const { module, provider } = billing;
  await app.register(billingRoutes, { prefix: '/api/v1', billing: module.service });
  if (provider.kind === 'sandbox') {
    await app.register(sandboxPaymentsRoutes, {
      prefix: '/api/v1',
      sandbox: provider,
      paymentCustomer: module.service.paymentCustomer,
    });
  }
  await app.register(webhooksRoutes, { prefix: '/api/v1', provider, enqueue: module.enqueue });
};

/**
 * Spec section 8's 406 for unsubscribed organizations: hooks of the root scope (app.ts
 * registers them before any module), so they cover every route, including later modules'.
 */
export async function registerSubscriptionEnforcement(app: FastifyInstance, module: BillingModule): Promise<void> {
  await app.register(subscriptionEnforcement, { isSubscribed: (id) => module.service.isSubscribed(id) });
}

/**
 * The configured provider (Stripe with a secret key, the sandbox on the database otherwise)
 * and the module over it; the sandbox's events go to the module's queue.
 */
export function createBilling(deps: Omit<BillingModuleDeps, 'provider'> & { payments?: PaymentsConfig | undefined }) {
  // The sandbox is built before the module that receives its events.
  const events: { enqueue?: (event: ProviderEvent) => Promise<void> } = {};
  const provider = createPaymentProvider({
    ...deps.payments,
    sandbox: {
      store: createDbSandboxStore(deps.db),
      now: deps.now,
      onEvent: (event) => events.enqueue?.(event),
      ...deps.payments?.sandbox,
    },
  });
  const module = createBillingModule({ ...deps, provider });
  events.enqueue = module.enqueue;
  return { provider, module };
}
