import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const licenseStatuses = ['active', 'inactive'] as const;

/**
 * An establishment of the organization (spec section 3), usually imported from its
 * business profile. Rating and total are kept current by the review import, so lists do not
 * aggregate reviews on every read.
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The business profile's id (`locations/123…`); null for a location not (yet) connected. */
    googleLocationId: text('google_location_id'),
    title: text('title').notNull(),
    address: text('address'),
    /** The "write a review" link of the business profile. */
    reviewUrl: text('review_url'),
    licenseStatus: text('license_status', { enum: licenseStatuses }).notNull().default('inactive'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    totalReviews: integer('total_reviews').notNull().default(0),
    /** The location's own collection code (public link /reviews/{id}/{code}), for reviews attributed to no one. */
    collectionCode: text('collection_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_organization_id_idx').on(t.organizationId),
    uniqueIndex('locations_organization_google_unique').on(t.organizationId, t.googleLocationId),
    uniqueIndex('locations_collection_code_unique').on(t.collectionCode),
    check('locations_license_status_check', sql`${t.licenseStatus} in ('active', 'inactive')`),
  ],
);

/**
 * Which locations a manager or seller works at (decisions.md: managers and sellers are tied
 * to locations). A seller's personal collection code is per location.
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Denormalized from both sides, so tenant scoping is one equality on every query. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    collectionCode: text('collection_code'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_locations_pk', columns: [t.userId, t.locationId] }),
    index('user_locations_location_id_idx').on(t.locationId),
    index('user_locations_organization_id_idx').on(t.organizationId),
    uniqueIndex('user_locations_collection_code_unique').on(t.collectionCode),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
export type UserLocationRow = typeof userLocations.$inferSelect;
