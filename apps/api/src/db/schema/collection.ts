import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A location's review-request messages (issue 15): an SMS body and an email subject and body
 * with `{first_name}`, `{link}` and `{business}`. A location without a row uses the defaults.
 */
export const collectionTemplates = pgTable('collection_templates', {
  locationId: uuid('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  smsBody: text('sms_body').notNull(),
  emailSubject: text('email_subject').notNull(),
  emailBody: text('email_body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const reviewRequestChannels = ['email', 'sms'] as const;
export const reviewRequestStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * One review request sent to a customer (issue 15): the history, and the count of the
 * location's daily limit. The recipient is kept whole (the outbox has it too); the API masks it.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Who sent it; null once that account is gone (its name stays in `senderName`). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    /** Whose link it carried; null for the location's own code. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    sellerName: text('seller_name'),
    channel: text('channel', { enum: reviewRequestChannels }).notNull(),
    firstName: text('first_name').notNull(),
    recipient: text('recipient').notNull(),
    link: text('link').notNull(),
    status: text('status', { enum: reviewRequestStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('review_requests_location_created_idx').on(t.locationId, t.createdAt),
    index('review_requests_sender_created_idx').on(t.senderId, t.createdAt),
    index('review_requests_organization_id_idx').on(t.organizationId),
    check('review_requests_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('review_requests_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type CollectionTemplatesRow = typeof collectionTemplates.$inferSelect;
export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
