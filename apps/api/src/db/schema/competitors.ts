import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
