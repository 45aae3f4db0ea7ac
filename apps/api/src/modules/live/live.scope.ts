import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, userLocations, type UserRow } from '../../db/schema/index.ts';
import type { LiveMessage } from '../../lib/live/index.ts';

/** Who a stream is for: read once when it opens (a new tie to a location shows on the next connection). */
export interface LiveScope {
  userId: string;
  role: UserRow['role'];
  /** The locations the user may see; every one of the organization for the owner. */
  locationIds: ReadonlySet<string> | 'all';
}

/** The same rule as the locations repository's `visibleTo`: the owner sees all, the others their ties. */
export async function scopeOf(db: Db, user: Pick<UserRow, 'id' | 'organizationId' | 'role'>): Promise<LiveScope> {
  if (user.role === 'super_manager') return { userId: user.id, role: user.role, locationIds: 'all' };
  const rows = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, user.id), eq(locations.organizationId, user.organizationId)));
  return { userId: user.id, role: user.role, locationIds: new Set(rows.map((row) => row.id)) };
}

/**
 * Whether the stream may carry the event (the bus has already kept it to the organization): a
 * seller hears of the reviews attributed to them, as their reviews page lists; managers of the
 * event's locations, and the owner, of everything.
 */
export function mayReceive(scope: LiveScope, message: LiveMessage): boolean {
  if (scope.role === 'seller' && message.kind === 'review.created') return message.sellerId === scope.userId;
  if (scope.locationIds === 'all') return true;
  const visible = scope.locationIds;
  return message.locationIds.some((id) => visible.has(id));
}
