import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const connectionStatuses = ['connected', 'revoked'] as const;

/**
 * The organization's business-profile connection (one a organization): the OAuth grant,
 * its tokens encrypted at rest (AES-256-GCM, `lib/secret-box.ts`), never sent to a client.
 */
export const businessProfileConnections = pgTable(
  'business_profile_connections',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** `google` or `sandbox`: a sandbox grant is not sent to Google, nor the reverse. */
    provider: text('provider', { enum: ['google', 'sandbox'] }).notNull(),
    accountEmail: text('account_email'),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: connectionStatuses }).notNull().default('connected'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_profile_connections_organization_unique').on(t.organizationId),
    check('business_profile_connections_status_check', sql`${t.status} in ('connected', 'revoked')`),
    check('business_profile_connections_provider_check', sql`${t.provider} in ('google', 'sandbox')`),
  ],
);

export const reviewSyncStatuses = ['idle', 'running', 'failed'] as const;

/**
 * Where the review import of one location stands, so a crashed import resumes from its
 * last stored page (`page_token`) and an incremental one stops at what it already has.
 */
export const reviewSyncs = pgTable(
  'review_syncs',
  {
    locationId: uuid('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The business account the location belongs to (`accounts/…`), needed to list its reviews. */
    googleAccountId: text('google_account_id').notNull(),
    status: text('status', { enum: reviewSyncStatuses }).notNull().default('idle'),
    /** `full` or `incremental`: the mode of the run in progress (or of the last one). */
    mode: text('mode', { enum: ['full', 'incremental'] }),
    /** The next page of the run in progress; null when it finished. */
    pageToken: text('page_token'),
    /** Update time of the newest review of the last complete run: incremental runs stop there. */
    syncedUntil: timestamp('synced_until', { withTimezone: true }),
    /** Newest update time seen by the run in progress (becomes `synced_until` when it ends). */
    runNewest: timestamp('run_newest', { withTimezone: true }),
    pagesDone: integer('pages_done').notNull().default(0),
    /** The run in progress (or the last one), kept across its resumes: its upserts stamp `reviews.seen_in_run`. */
    runId: uuid('run_id'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    /** A rate-limited or failed run is not retried before this. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_syncs_organization_id_idx').on(t.organizationId),
    check('review_syncs_status_check', sql`${t.status} in ('idle', 'running', 'failed')`),
    check('review_syncs_mode_check', sql`${t.mode} is null or ${t.mode} in ('full', 'incremental')`),
  ],
);

export type BusinessProfileConnectionRow = typeof businessProfileConnections.$inferSelect;
export type ReviewSyncRow = typeof reviewSyncs.$inferSelect;
