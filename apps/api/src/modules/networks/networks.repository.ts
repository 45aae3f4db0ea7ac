import type { NetworkSummary, NetworkTab, Pagination } from '@starcrew/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, type LocationRow } from '../../db/schema/index.ts';

/** Spec section 3's pagination block for a page of `total` items. */
export function paginate(page: number, perPage: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 || (page - 1) * perPage >= total ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : Math.min(total, page * perPage);
  return { current_page: page, last_page: lastPage, per_page: perPage, from, to, total };
}

/** My Networks: the organization's locations, always scoped by organization id. */
export function createNetworksRepository(db: Db) {
  return {
    async summary(organizationId: string): Promise<NetworkSummary> {
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
        .where(eq(locations.organizationId, organizationId));
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
      organizationId: string,
      tab: NetworkTab,
      page: number,
      perPage: number,
    ): Promise<{ rows: LocationRow[]; total: number }> {
      const where =
        tab === 'all'
          ? eq(locations.organizationId, organizationId)
          : and(eq(locations.organizationId, organizationId), eq(locations.licenseStatus, tab));
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
