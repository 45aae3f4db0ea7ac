import type { NetworkSummary, NetworkTab, Pagination } from '@starcrew/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, type LocationRow, type UserRow } from '../../db/schema/index.ts';
import { visibleTo } from '../locations/locations.repository.ts';

/** Who reads My Networks: the owner sees every location, a manager only the ones tied to them. */
export type NetworkReader = Pick<UserRow, 'id' | 'organizationId' | 'role'>;

/** Spec section 3's pagination block for a page of `total` items. */
export function paginate(page: number, perPage: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 || (page - 1) * perPage >= total ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : Math.min(total, page * perPage);
  return { current_page: page, last_page: lastPage, per_page: perPage, from, to, total };
}

/**
 * My Networks: the locations a reader may see (`visibleTo`: always scoped by organization, and
 * to their own locations for a manager), so the summary and the pages agree with each other.
 */
export function createNetworksRepository(db: Db) {
  return {
    async summary(reader: NetworkReader): Promise<NetworkSummary> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${locations.licenseStatus} = 'active')`.mapWith(Number),
          reviews: sql<number>`coalesce(sum(${locations.totalReviews}), 0)`.mapWith(Number),
          // Weighted by reviews, so a shop with two reviews does not count as much as one with two hundred.
          weighted: sql<
            string | null
          >`sum(${locations.averageRating} * ${locations.totalReviews}) filter (where ${locations.averageRating} is not null)`,
          rated:
            sql<number>`coalesce(sum(${locations.totalReviews}) filter (where ${locations.averageRating} is not null), 0)`.mapWith(
              Number,
            ),
        })
        .from(locations)
        .where(visibleTo(db, reader));
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      const rated = row?.rated ?? 0;
      return {
        total_locations: total,
        active_locations: active,
        inactive_locations: total - active,
        total_reviews: row?.reviews ?? 0,
        average_rating: rated > 0 && row?.weighted ? Math.round((Number(row.weighted) / rated) * 100) / 100 : null,
      };
    },

    async page(
      reader: NetworkReader,
      tab: NetworkTab,
      page: number,
      perPage: number,
    ): Promise<{ rows: LocationRow[]; total: number }> {
      const visible = visibleTo(db, reader);
      const where = tab === 'all' ? visible : and(visible, eq(locations.licenseStatus, tab));
      const [counted] = await db.select({ n: count() }).from(locations).where(where);
      const rows = await db
        .select()
        .from(locations)
        .where(where)
        .orderBy(asc(locations.title), asc(locations.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type NetworksRepository = ReturnType<typeof createNetworksRepository>;
