import {
  billingMessageIds,
  type ApplyCouponRequest,
  type BillingInterval,
  type CancelSubscriptionRequest,
  type ChangeSubscriptionRequest,
  type CreateSubscriptionRequest,
  type PlanId,
} from '@starcrew/contract';
import { PLAN_IDS, PLANS, TRIAL_DAYS, type ConfiguredPaymentProvider } from '../../adapters/payments/index.ts';
import type { BillingProfileRow, SubscriptionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { createBillingInfo } from './billingInfo.service.ts';
import { viaProvider } from './billing.errors.ts';
import {
  isSubscribedRow,
  presentCoupon,
  presentCurrentPlan,
  presentPlan,
  presentTotals,
  presentVat,
} from './billing.presenter.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { BillingSync } from './billing.sync.ts';
import { createKeyedLock } from './billing.lock.ts';
import { exceededLimits } from './planLimits.rules.ts';
import type { PlanUsage } from './planUsage.service.ts';

export interface BillingServiceDeps {
  repository: BillingRepository;
  provider: ConfiguredPaymentProvider;
  sync: BillingSync;
  now: () => Date;
  /** Plan limits against today's usage: a plan too small is refused before the provider is called. */
  limits: PlanUsage;
}

const notFound = () => new HttpError(404, { id: 'error.notFound' });
const billingInfoRequired = () => new HttpError(409, { id: billingMessageIds.billingInfoRequired });
const noSubscription = () => new HttpError(409, { id: billingMessageIds.noSubscription });

/** A subscription the provider still bills or may bill again: a new one may not start beside it. */
const isLive = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && row.status !== 'canceled';

/** Subscriptions and billing of an organization (issue #7), over the configured payment provider. */
export function createBillingService({ repository, provider, sync, now, limits }: BillingServiceDeps) {
  // Provider calls of one organization run one at a time (the sandbox store has no transactions).
  const lock = createKeyedLock();

  async function requireProfile(organizationId: string): Promise<BillingProfileRow & { providerCustomerId: string }> {
    const profile = await repository.profile(organizationId);
    if (!profile?.providerCustomerId) throw billingInfoRequired();
    return profile as BillingProfileRow & { providerCustomerId: string };
  }

  /**
   * What VAT depends on (decisions.md), from the billing info: the same country and number
   * that saveBillingInfo gives the provider's customer, whose invoices are computed from them
   * by the same rule, so a preview and the invoice it announces agree. Without billing info
   * yet, a customer in France (the seller's country, 20%), until the owner fills it in.
   */
  const vatOf = (profile: BillingProfileRow | undefined) =>
    profile
      ? { country: profile.country, ...(profile.vatNumber ? { vatNumber: profile.vatNumber } : {}) }
      : { country: 'FR' };

  async function billedQuantity(organizationId: string): Promise<number> {
    return Math.max(1, await repository.countActiveLocations(organizationId));
  }

  async function refreshInvoices(organizationId: string, customerId: string) {
    await viaProvider(() => sync.syncInvoices(organizationId, customerId));
  }

  /** `limitField` names the request field a 422 "plan too small" goes on. */
  async function startSubscription(
    organizationId: string,
    input: { plan: PlanId; interval: BillingInterval; paymentMethodId: string; couponCode?: string | undefined },
    quantity: number,
    limitField: string,
  ): Promise<SubscriptionRow> {
    const profile = await requireProfile(organizationId);
    if (isLive(await repository.currentSubscription(organizationId))) {
      throw new HttpError(409, { id: billingMessageIds.alreadySubscribed });
    }
    await limits.assertPlanFits(organizationId, { plan: input.plan, activeLocations: quantity, field: limitField });
    const trial = profile.trialUsedAt === null;
    const sub = await viaProvider(() =>
      provider.createSubscription({
        customerId: profile.providerCustomerId,
        plan: input.plan,
        interval: input.interval,
        quantity,
        trial,
        paymentMethodId: input.paymentMethodId,
        ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      }),
    );
    const row = await sync.storeSubscription(organizationId, sub);
    if (trial) await repository.markTrialUsed(organizationId, now());
    await refreshInvoices(organizationId, profile.providerCustomerId);
    return row;
  }

  return {
    async plans(organizationId: string) {
      const [profile, current, activeLocations, usage] = await Promise.all([
        repository.profile(organizationId),
        repository.currentSubscription(organizationId),
        repository.countActiveLocations(organizationId),
        limits.usage(organizationId),
      ]);
      const essential = PLANS.essential.prices;
      const live = isLive(current) ? current : undefined;
      return {
        data: PLAN_IDS.map((id) => {
          const exceeded = exceededLimits(id, activeLocations, usage);
          return { ...presentPlan(id), fits: exceeded.length === 0, exceeded };
        }),
        pageData: {
          currency: 'EUR' as const,
          trial_days: TRIAL_DAYS,
          trial_available: !profile?.trialUsedAt,
          annual_saving_percent: Math.round((1 - essential.year / (essential.month * 12)) * 100),
          active_locations: activeLocations,
          current_plan: live?.plan ?? null,
          current_interval: live?.interval ?? null,
          has_billing_info: profile !== undefined,
          usage,
        },
      };
    },

    ...createBillingInfo({ repository, provider, now, lock }),

    /** The organization's customer at the payment provider; undefined before its billing info. */
    async paymentCustomer(organizationId: string): Promise<string | undefined> {
      return (await repository.profile(organizationId))?.providerCustomerId ?? undefined;
    },

    async setupIntent(organizationId: string) {
      const profile = await requireProfile(organizationId);
      const intent = await viaProvider(() => provider.createSetupIntent(profile.providerCustomerId));
      return { setup_intent_id: intent.setupIntentId, client_secret: intent.clientSecret, provider: provider.kind };
    },

    async currentPlan(organizationId: string) {
      return presentCurrentPlan(await repository.currentSubscription(organizationId));
    },

    async isSubscribed(organizationId: string): Promise<boolean> {
      return isSubscribedRow(await repository.currentSubscription(organizationId));
    },

    async subscribe(organizationId: string, input: CreateSubscriptionRequest) {
      return lock.run(organizationId, async () => {
        const quantity = await billedQuantity(organizationId);
        const row = await startSubscription(
          organizationId,
          { ...input, paymentMethodId: input.payment_method_id, couponCode: input.coupon_code },
          quantity,
          'plan',
        );
        return presentCurrentPlan(row);
      });
    },

    async changeSubscription(organizationId: string, input: ChangeSubscriptionRequest) {
      return lock.run(organizationId, async () => {
        const current = await repository.currentSubscription(organizationId);
        if (!isLive(current)) throw noSubscription();
        const profile = await requireProfile(organizationId);
        if (input.plan !== current.plan) {
          const activeLocations = await repository.countActiveLocations(organizationId);
          // Refused before the provider is called: nothing changes there (issue #7 section 3).
          await limits.assertPlanFits(organizationId, {
            plan: input.plan,
            activeLocations,
            field: 'plan',
            from: current.plan,
          });
        }
        const sub = await viaProvider(() =>
          provider.updateSubscription(current.providerSubscriptionId, { plan: input.plan, interval: input.interval }),
        );
        const row = await sync.storeSubscription(organizationId, sub);
        await refreshInvoices(organizationId, profile.providerCustomerId);
        return presentCurrentPlan(row);
      });
    },

    /** What `changeSubscription` would bill, for the owner to confirm first (issue 19). */
    async previewChange(organizationId: string, input: ChangeSubscriptionRequest) {
      const current = await repository.currentSubscription(organizationId);
      if (!isLive(current)) throw noSubscription();
      const quantity = await billedQuantity(organizationId);
      const profile = await repository.profile(organizationId);
      const [change, totals] = await Promise.all([
        viaProvider(() =>
          provider.previewSubscriptionChange(current.providerSubscriptionId, {
            plan: input.plan,
            interval: input.interval,
          }),
        ),
        viaProvider(() =>
          provider.previewInvoice({ plan: input.plan, interval: input.interval, quantity, vat: vatOf(profile) }),
        ),
      ]);
      return {
        plan: input.plan,
        interval: input.interval,
        totals: presentTotals(quantity, input.plan, input.interval, totals),
        proration: change.proration,
        effective_at: change.effectiveAt,
        billed_now: change.billedNow,
        invoice_at: change.invoiceAt,
        period_end: change.periodEnd,
      };
    },

    /** Cancels at once: spec section 4, cancelling sets unsubscribed. */
    async cancel(organizationId: string, id: string | undefined, request?: CancelSubscriptionRequest) {
      return lock.run(organizationId, async () => {
        const current = id
          ? await repository.subscription(organizationId, id)
          : await repository.currentSubscription(organizationId);
        if (!current) throw id ? notFound() : noSubscription();
        const sub = await viaProvider(() =>
          provider.cancelSubscription(current.providerSubscriptionId, { atPeriodEnd: false }),
        );
        const row = await sync.storeSubscription(organizationId, sub);
        if (request)
          await repository.recordCancelReason(organizationId, row.id, request.reason, request.details ?? null);
        return presentCurrentPlan(row);
      });
    },

    async preview(
      organizationId: string,
      input: { plan: PlanId; interval: BillingInterval; quantity?: number | undefined },
    ) {
      const quantity = input.quantity ?? (await billedQuantity(organizationId));
      const profile = await repository.profile(organizationId);
      const p = await viaProvider(() =>
        provider.previewInvoice({ plan: input.plan, interval: input.interval, quantity, vat: vatOf(profile) }),
      );
      return presentTotals(quantity, input.plan, input.interval, p);
    },

    /** Checks a code and the totals it gives; 422 on `code` when unknown or expired (decisions.md). */
    async applyCoupon(organizationId: string, input: ApplyCouponRequest) {
      const code = input.code.trim().toUpperCase();
      const coupon = await viaProvider(() => provider.validateCoupon(code));
      if (!coupon) throw HttpError.validation({ code: [{ id: billingMessageIds.couponInvalid }] });
      const quantity = input.quantity ?? (await billedQuantity(organizationId));
      const profile = await repository.profile(organizationId);
      const p = await viaProvider(() =>
        provider.previewInvoice({
          plan: input.plan,
          interval: input.interval,
          quantity,
          couponCode: coupon.code,
          vat: vatOf(profile),
        }),
      );
      return { coupon: presentCoupon(coupon), totals: presentTotals(quantity, input.plan, input.interval, p) };
    },

    /**
     * My Networks' activation: the selected locations become active and the quantity follows,
     * prorated. Without a subscription, this starts one (plan and card required).
     */
    async activateLocations(
      organizationId: string,
      input: {
        location_ids: string[];
        plan?: PlanId | undefined;
        interval?: BillingInterval | undefined;
        payment_method_id?: string | undefined;
        coupon_code?: string | undefined;
      },
    ) {
      return lock.run(organizationId, async () => {
        const ids = [...new Set(input.location_ids)];
        const own = await repository.ownLocationIds(organizationId, ids);
        if (own.length !== ids.length) throw notFound();
        const current = await repository.currentSubscription(organizationId);
        const quantity =
          (await repository.countActiveLocations(organizationId)) +
          (await repository.countInactiveAmong(organizationId, ids));
        let row: SubscriptionRow;
        if (isLive(current)) {
          row = current;
          if (quantity !== current.quantity) {
            const sub = await viaProvider(() =>
              provider.updateSubscription(current.providerSubscriptionId, { quantity }),
            );
            row = await sync.storeSubscription(organizationId, sub);
          }
        } else {
          if (!input.payment_method_id) {
            throw HttpError.validation({ payment_method_id: [{ id: billingMessageIds.paymentMethodRequired }] });
          }
          row = await startSubscription(
            organizationId,
            {
              plan: input.plan ?? 'essential',
              interval: input.interval ?? 'month',
              paymentMethodId: input.payment_method_id,
              couponCode: input.coupon_code,
            },
            Math.max(1, quantity),
            // More locations never lower a limit: only a subscription started here is weighed.
            'location_ids',
          );
        }
        // Activated only once the provider accepted the quantity: a declined card changes nothing.
        await repository.activateLocations(organizationId, own);
        return { ...presentCurrentPlan(row), active_locations: await repository.countActiveLocations(organizationId) };
      });
    },

    async subscriptionInfo(organizationId: string, id: string) {
      const row = await repository.subscription(organizationId, id);
      if (!row) throw notFound();
      let nextInvoice: ({ date: string; amount: number } & ReturnType<typeof presentVat>) | null = null;
      if ((row.status === 'trialing' || row.status === 'active') && !row.cancelAtPeriodEnd) {
        const profile = await repository.profile(organizationId);
        const p = await viaProvider(() =>
          provider.previewInvoice({
            plan: row.plan,
            interval: row.interval,
            quantity: row.quantity,
            ...(row.couponCode ? { couponCode: row.couponCode } : {}),
            vat: vatOf(profile),
          }),
        ).catch(() => null);
        const date = row.status === 'trialing' && row.trialEndsAt ? row.trialEndsAt : row.currentPeriodEnd;
        if (p) nextInvoice = { date: date.toISOString(), amount: p.total, ...presentVat(p) };
      }
      return { ...presentCurrentPlan(row), next_invoice: nextInvoice, card: null };
    },

    invoices: (organizationId: string, page: number, perPage: number) =>
      repository.invoices(organizationId, page, perPage),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
