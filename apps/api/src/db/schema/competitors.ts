import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';

/**
 * A competitor tracked for one location (spec section 3: name, address, average rating, total
 * reviews, last-month reviews), found by its place id (decisions.md: Google Places details).
 * The figures are a snapshot refreshed by a job, so lists never call the provider.
 */
export const competitors = pgTable(
  'competitors',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    placeId: text('place_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    totalReviews: integer('total_reviews').notNull().default(0),
    lastMonthReviews: integer('last_month_reviews').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('competitors_organization_id_idx').on(t.organizationId),
    uniqueIndex('competitors_location_place_unique').on(t.locationId, t.placeId),
  ],
);

export type CompetitorRow = typeof competitors.$inferSelect;

/**
 * One row per competitor and UTC day (issue 17: the daily refresh keeps a history): the list's
 * trend and last-month count, and the dashboard's chart of competitors' ratings by month
 * (`where competitor_id = … and day between …`). The unique (competitor, day) key makes the
 * refresh idempotent per day, whichever instance runs it and however often.
 */
export const competitorSnapshots = pgTable(
  'competitor_snapshots',
  {
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    /** Denormalized, so tenant scoping and per-location rollups are one equality. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    totalReviews: integer('total_reviews').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('competitor_snapshots_competitor_day_unique').on(t.competitorId, t.day),
    index('competitor_snapshots_location_day_idx').on(t.locationId, t.day),
    index('competitor_snapshots_organization_id_idx').on(t.organizationId),
  ],
);

export type CompetitorSnapshotRow = typeof competitorSnapshots.$inferSelect;
