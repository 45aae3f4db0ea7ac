import type { Location } from '@starcrew/contract';
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, userLocations, type LocationRow, type UserRow } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a location id (anything else is simply not found, never a database error). */
export const isUuid = (value: string) => UUID.test(value);

export function presentLocation(row: LocationRow): Location {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    address: row.address,
    average_rating: row.averageRating === null ? null : Number(row.averageRating),
    total_reviews: row.totalReviews,
    license_status: row.licenseStatus,
    review_url: row.reviewUrl,
  };
}

/**
 * The locations a user may see: every location of the organization for the owner, only the
 * ones they are tied to for managers and sellers (issue #6). Always scoped by organization.
 */
export function visibleTo(db: Db, user: Pick<UserRow, 'id' | 'organizationId' | 'role'>): SQL {
  const own = eq(locations.organizationId, user.organizationId);
  if (user.role === 'super_manager') return own;
  // A subquery rather than a join: the list stays one row per location.
  const tied = db
    .select({ one: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.locationId, locations.id), eq(userLocations.userId, user.id)));
  return and(own, exists(tied)) as SQL;
}

export function createLocationsRepository(db: Db) {
  return {
    async listVisible(user: UserRow): Promise<LocationRow[]> {
      return db.select().from(locations).where(visibleTo(db, user)).orderBy(asc(locations.title), asc(locations.id));
    },
    /** The location if the user may see it; undefined for another organization's, or one not tied to a manager. */
    async findVisible(user: UserRow, id: string): Promise<LocationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.id, id), visibleTo(db, user)));
      return row;
    },
    /** The Google ids of the organization's locations: which of a connection's locations it already holds. */
    async googleLocationIds(organizationId: string): Promise<Set<string>> {
      const rows = await db
        .select({ googleLocationId: locations.googleLocationId })
        .from(locations)
        .where(eq(locations.organizationId, organizationId));
      return new Set(rows.flatMap((r) => (r.googleLocationId ? [r.googleLocationId] : [])));
    },
    async rename(organizationId: string, id: string, title: string): Promise<LocationRow | undefined> {
      const [row] = await db
        .update(locations)
        .set({ title })
        .where(and(eq(locations.id, id), eq(locations.organizationId, organizationId)))
        .returning();
      return row;
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
