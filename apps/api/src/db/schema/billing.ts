import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

export const billingIntervals = ['month', 'year'] as const;
export const planIds = ['essential', 'pro', 'network'] as const;
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;

/**
 * Billing info of spec section 3, one per organization. The address is kept in parts because
 * VAT depends on the country (decisions.md); the wire form joins them. The provider's customer
 * id is stored so the customer is updated, never duplicated (payments DECISIONS.md).
 */
export const billingProfiles = pgTable('billing_profiles', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  addressLine: text('address_line').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  companyRegistrationNumber: text('company_registration_number'),
  vatNumber: text('vat_number'),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  agreedToTermsAt: timestamp('agreed_to_terms_at', { withTimezone: true }).notNull(),
  providerCustomerId: text('provider_customer_id'),
  /** Decisions.md: one free trial per organization, whatever happens to its subscriptions. */
  trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The organization's subscriptions at the provider, newest is current; a copy kept in sync by events. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    plan: text('plan', { enum: planIds }).notNull(),
    interval: text('interval', { enum: billingIntervals }).notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    couponCode: text('coupon_code'),
    /** The cancel modal's reason and free text. */
    cancelReason: text('cancel_reason'),
    cancelDetails: text('cancel_details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_organization_id_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('subscriptions_provider_unique').on(t.provider, t.providerSubscriptionId),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')`,
    ),
  ],
);

/** Invoices as the provider issued them, for the plans-billings page; upserted by provider id. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number'),
    status: text('status').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    tax: integer('tax').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    amountDue: integer('amount_due').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    hostedUrl: text('hosted_url'),
    pdfUrl: text('pdf_url'),
    /** Lines and buyer as printed, so a PDF can be rendered later without the provider. */
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_provider_unique').on(t.providerInvoiceId),
    index('invoices_organization_id_idx').on(t.organizationId, t.issuedAt),
  ],
);

/** Each provider event is processed once by its id (webhooks are delivered at least once). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** The sandbox provider's key/value state, shared by every server instance. */
export const sandboxPaymentRecords = pgTable('sandbox_payment_records', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
