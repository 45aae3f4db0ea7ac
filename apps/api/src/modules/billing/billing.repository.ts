import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BillingInfo } from '@starcrew/contract';
import type { Db } from '../../db/database.ts';
import {
  billingEvents,
  billingProfiles,
  invoices,
  locations,
  subscriptions,
  users,
  type BillingProfileRow,
  type InvoiceRow,
  type SubscriptionRow,
} from '../../db/schema/index.ts';

export type NewBillingProfile = Omit<BillingProfileRow, 'createdAt' | 'updatedAt' | 'trialUsedAt'>;
export type SubscriptionValues = Omit<
  SubscriptionRow,
  'id' | 'createdAt' | 'updatedAt' | 'cancelReason' | 'cancelDetails'
>;
export type InvoiceValues = Omit<InvoiceRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Billing rows, every query scoped by organization id except the lookups webhooks need. */
export function createBillingRepository(db: Db) {
  return {
    async profile(organizationId: string): Promise<BillingProfileRow | undefined> {
      const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.organizationId, organizationId));
      return row;
    },

    async organizationOfCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: billingProfiles.organizationId })
        .from(billingProfiles)
        .where(eq(billingProfiles.providerCustomerId, customerId));
      return row?.id;
    },

    /** Saves the profile and copies its summary to the owners, whose session carries it (guard rule 4). */
    async saveProfile(values: NewBillingProfile, summary: BillingInfo): Promise<BillingProfileRow> {
      return db.transaction(async (tx) => {
        const { organizationId, ...rest } = values;
        const [row] = await tx
          .insert(billingProfiles)
          .values(values)
          .onConflictDoUpdate({ target: billingProfiles.organizationId, set: rest })
          .returning();
        await tx
          .update(users)
          .set({ billingInfo: summary })
          .where(and(eq(users.organizationId, organizationId), eq(users.role, 'super_manager')));
        if (!row) throw new Error('billing profile upsert returned no row');
        return row;
      });
    },

    async markTrialUsed(organizationId: string, at: Date): Promise<void> {
      await db
        .update(billingProfiles)
        .set({ trialUsedAt: at })
        .where(eq(billingProfiles.organizationId, organizationId));
    },

    /** The newest subscription: the organization's current one, whatever its status. */
    async currentSubscription(organizationId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organizationId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async subscription(organizationId: string, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, id)));
      return row;
    },

    async organizationOfSubscription(providerSubscriptionId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: subscriptions.organizationId })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row?.id;
    },

    /** Inserts or refreshes the copy of a provider subscription (webhooks and answers both land here). */
    async upsertSubscription(values: SubscriptionValues): Promise<SubscriptionRow> {
      const { organizationId: _org, provider: _provider, providerSubscriptionId: _id, ...rest } = values;
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({ target: [subscriptions.provider, subscriptions.providerSubscriptionId], set: rest })
        .returning();
      if (!row) throw new Error('subscription upsert returned no row');
      return row;
    },

    async recordCancelReason(organizationId: string, id: string, reason: string, details: string | null) {
      await db
        .update(subscriptions)
        .set({ cancelReason: reason, cancelDetails: details })
        .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, id)));
    },

    async upsertInvoice(values: InvoiceValues): Promise<void> {
      const { organizationId: _org, providerInvoiceId: _id, ...rest } = values;
      await db.insert(invoices).values(values).onConflictDoUpdate({ target: invoices.providerInvoiceId, set: rest });
    },

    async invoices(organizationId: string, page: number, perPage: number) {
      const where = eq(invoices.organizationId, organizationId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.issuedAt), desc(invoices.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(invoices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async countActiveLocations(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(locations)
        .where(and(eq(locations.organizationId, organizationId), eq(locations.licenseStatus, 'active')));
      return row?.n ?? 0;
    },

    /** The ids among these that belong to the organization. */
    async ownLocationIds(organizationId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async activateLocations(organizationId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(locations)
        .set({ licenseStatus: 'active' })
        .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])));
    },

    async countInactiveAmong(organizationId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(locations)
        .where(
          and(
            eq(locations.organizationId, organizationId),
            inArray(locations.id, [...ids]),
            sql`${locations.licenseStatus} <> 'active'`,
          ),
        );
      return row?.n ?? 0;
    },

    /** True the first time an event id is seen or when its earlier processing did not finish. */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const inserted = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning();
      if (inserted.length > 0) return true;
      const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, id));
      return row?.processedAt === null;
    },

    async markEventProcessed(id: string, at: Date): Promise<void> {
      await db.update(billingEvents).set({ processedAt: at }).where(eq(billingEvents.id, id));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
