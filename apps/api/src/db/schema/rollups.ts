import { date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Reviews counted per location and month (the first day of the month, UTC), so the dashboards
 * read a few rows a location instead of every review (issue 18, "Aggregates, not scans").
 * Written only by the triggers of migration `dashboard-rollups` on `reviews`, in the statement
 * that changes the review: whatever path inserts, updates or deletes one (the import, the form,
 * the inbox, a cascade) keeps them current in its own transaction. modules/dashboard/DECISIONS.md.
 */
export const reviewRollups = pgTable(
  'review_rollups',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull().default(0),
    /** Reviews with a rating, and the sum of their ratings (the average is sum / rated). */
    rated: integer('rated').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    /** Reviews with a reply. */
    answered: integer('answered').notNull().default(0),
    /** Reviews assigned to a member (the inbox's Assigned tab; migration `inbox-rollups-indexes`). */
    assigned: integer('assigned').notNull().default(0),
    /** Reviews left on the review form (the others came from Google). */
    fromForm: integer('from_form').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month] }),
    index('review_rollups_organization_month_idx').on(t.organizationId, t.month),
  ],
);

/** Reviews attributed to a seller (`reviews.seller_id`), per location and month: the team rankings. */
export const memberReviewRollups = pgTable(
  'member_review_rollups',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull().default(0),
    rated: integer('rated').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.locationId, t.month] }),
    index('member_review_rollups_organization_location_idx').on(t.organizationId, t.locationId),
  ],
);

/**
 * The inbox's filtered counts (issue 18): reviews, answered and assigned per location, month, star
 * rating (0: no stars) and source, so a star or source filter (with a location, a tab, whole months
 * of a date range) is a sum of a few rows instead of a count of the reviews it matches. Written only
 * by the trigger of migration `inbox-facet-rollups`, in the statement that changes the review.
 * modules/reviews/DECISIONS.md, "At one million reviews".
 */
export const reviewFacetRollups = pgTable(
  'review_facet_rollups',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    /** The review's stars, 0 for a comment without stars (a key column cannot be null). */
    rating: smallint('rating').notNull(),
    source: text('source').notNull(),
    reviews: integer('reviews').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    assigned: integer('assigned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.rating, t.source] }),
    index('review_facet_rollups_organization_idx').on(t.organizationId, t.rating, t.source, t.month),
  ],
);

export type ReviewRollupRow = typeof reviewRollups.$inferSelect;
export type MemberReviewRollupRow = typeof memberReviewRollups.$inferSelect;
