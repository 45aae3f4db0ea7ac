import type { SellerRankingEntry } from '@starcrew/contract';
import { and, asc, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userLocations, users, type UserRow } from '../../db/schema/index.ts';
import { memberFigures } from './memberFigures.ts';

/** The signed-in seller: every query is scoped by their organization first. */
export type SellerActor = Pick<UserRow, 'id' | 'organizationId'>;

/** At most this many rows of the ranking go out (the seller's own row always does). */
export const RANKING_SIZE = 50;

/** The outer row's id, qualified (inside the subqueries a bare `id` would be the subquery's own). */
const outerId = sql.raw('"users"."id"');

/**
 * The seller dashboard's own figures and team ranking (spec section 2), from the rollups. The
 * active campaign is the campaigns module's (`sellerDashboard.service.ts`).
 */
export function createSellerDashboardRepository(db: Db) {
  /** Each row's seller's reviews collected and average, over the organization (memberFigures.ts). */
  const figures = (organizationId: string) => memberFigures(sql`m.seller_id = ${outerId}`, { organizationId });

  /**
   * The team: the seller, and the active, not deleted sellers of the organization tied to a
   * location the seller is tied to. Ranked by reviews collected, then the average (unrated
   * last), then by name and id so equal rows keep one order.
   */
  async function ranking(seller: SellerActor): Promise<SellerRankingEntry[]> {
    const f = figures(seller.organizationId);
    const sharesLocation = db
      .select({ one: sql`1` })
      .from(userLocations)
      .where(
        and(
          eq(userLocations.organizationId, seller.organizationId),
          eq(userLocations.userId, outerId),
          sql`${userLocations.locationId} in (select ul.location_id from user_locations ul where ul.user_id = ${seller.id} and ul.organization_id = ${seller.organizationId})`,
        ),
      );
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        total: f.total,
        average: f.average,
      })
      .from(users)
      .where(
        and(
          eq(users.organizationId, seller.organizationId),
          eq(users.role, 'seller'),
          isNull(users.deletedAt),
          or(eq(users.id, seller.id), and(eq(users.status, 'active'), exists(sharesLocation))) as SQL,
        ),
      )
      .orderBy(
        sql`${f.total} desc`,
        sql`${f.average} desc nulls last`,
        asc(users.firstName),
        asc(users.lastName),
        asc(users.id),
      );
    const ranked = rows.map((row, index) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      rank: index + 1,
      reviews_collected: Number(row.total),
      average_rating: row.average === null ? null : Number(row.average),
    }));
    const shown = ranked.slice(0, RANKING_SIZE);
    const own = ranked.find((row) => row.id === seller.id);
    if (own && !shown.includes(own)) shown.splice(RANKING_SIZE - 1, 1, own);
    return shown;
  }

  return { ranking };
}

export type SellerDashboardRepository = ReturnType<typeof createSellerDashboardRepository>;
