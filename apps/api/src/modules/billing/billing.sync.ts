import type {
  ConfiguredPaymentProvider,
  ProviderEvent,
  Invoice,
  ProviderSubscription,
} from '../../adapters/payments/index.ts';
import { PaymentNotFoundError } from '../../adapters/payments/index.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import type { BillingEventRef } from './billing.jobs.ts';
import type { BillingRepository, InvoiceValues } from './billing.repository.ts';

/**
 * Keeps our copy of the provider's subscriptions and invoices. Every path (answers of our
 * own calls, webhooks, the sandbox's events) re-reads the provider's current state rather
 * than trusting an event's snapshot, so the final state does not depend on arrival order.
 */
export function createBillingSync(deps: {
  repository: BillingRepository;
  provider: ConfiguredPaymentProvider;
  now: () => Date;
}) {
  const { repository, provider, now } = deps;

  async function organizationOf(sub: { id: string; customerId: string }): Promise<string | undefined> {
    return (
      (await repository.organizationOfSubscription(sub.id)) ?? (await repository.organizationOfCustomer(sub.customerId))
    );
  }

  async function storeSubscription(organizationId: string, sub: ProviderSubscription): Promise<SubscriptionRow> {
    return repository.upsertSubscription({
      organizationId,
      provider: provider.kind,
      providerSubscriptionId: sub.id,
      plan: sub.plan,
      interval: sub.interval,
      quantity: sub.quantity,
      status: sub.status,
      trialEndsAt: sub.trialEnd ? new Date(sub.trialEnd) : null,
      currentPeriodStart: new Date(sub.currentPeriodStart),
      currentPeriodEnd: new Date(sub.currentPeriodEnd),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      canceledAt: sub.canceledAt ? new Date(sub.canceledAt) : null,
      couponCode: sub.couponCode,
    });
  }

  function invoiceValues(organizationId: string, invoice: Invoice): InvoiceValues {
    return {
      organizationId,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      status: invoice.status,
      subtotal: invoice.subtotal,
      discount: invoice.discount,
      tax: invoice.tax,
      taxRate: invoice.taxRate,
      total: invoice.total,
      amountDue: invoice.amountDue,
      periodStart: new Date(invoice.periodStart),
      periodEnd: new Date(invoice.periodEnd),
      issuedAt: new Date(invoice.createdAt),
      paidAt: invoice.paidAt ? new Date(invoice.paidAt) : null,
      // The sandbox serves no invoice page: its invoices are listed on plans-billings only.
      hostedUrl: provider.kind === 'stripe' ? invoice.hostedInvoiceUrl : null,
      pdfUrl: provider.kind === 'stripe' ? invoice.pdfUrl : null,
      document: { lines: invoice.lines, billedTo: invoice.billedTo, reverseCharge: invoice.reverseCharge },
    };
  }

  /** Re-reads a subscription at the provider and stores it; undefined when unknown there or to us. */
  async function syncSubscription(id: string): Promise<SubscriptionRow | undefined> {
    let sub: ProviderSubscription;
    try {
      sub = await provider.retrieveSubscription(id);
    } catch (error) {
      if (error instanceof PaymentNotFoundError) return undefined;
      throw error;
    }
    const organizationId = await organizationOf(sub);
    return organizationId ? storeSubscription(organizationId, sub) : undefined;
  }

  /** Stores every invoice of the organization's customer as the provider has it now. */
  async function syncInvoices(organizationId: string, customerId: string): Promise<void> {
    for (const invoice of await provider.listInvoices(customerId)) {
      await repository.upsertInvoice(invoiceValues(organizationId, invoice));
    }
  }

  /** One provider event, processed once by its id (a redelivery is acknowledged and skipped). */
  async function processEvent(event: BillingEventRef): Promise<void> {
    if (!(await repository.claimEvent(event.id, event.type))) return;
    if (event.type === 'subscription.updated' && event.subscriptionId) {
      await syncSubscription(event.subscriptionId);
    } else if (event.type.startsWith('invoice.') && event.customerId) {
      // The invoice (open, with Stripe's page to pay or authenticate) and the subscription's
      // status (past due) are re-read, whatever the order the events came in.
      const organizationId = await repository.organizationOfCustomer(event.customerId);
      if (organizationId) {
        await syncInvoices(organizationId, event.customerId);
        if (event.subscriptionId) await syncSubscription(event.subscriptionId);
      }
    }
    await repository.markEventProcessed(event.id, now());
  }

  return { storeSubscription, syncSubscription, syncInvoices, processEvent };
}

/** What a job needs of an event: the rest is re-read from the provider. */
export function eventRef(event: ProviderEvent): BillingEventRef {
  switch (event.type) {
    case 'subscription.updated':
      return {
        id: event.id,
        type: event.type,
        subscriptionId: event.subscription.id,
        customerId: event.subscription.customerId,
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return {
        id: event.id,
        type: event.type,
        subscriptionId: event.invoice.subscriptionId,
        customerId: event.invoice.customerId,
      };
    default:
      return { id: event.id, type: event.type, subscriptionId: null, customerId: null };
  }
}

export type BillingSync = ReturnType<typeof createBillingSync>;
