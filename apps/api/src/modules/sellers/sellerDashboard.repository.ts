import type { SellerActiveCampaign, SellerDashboard, SellerRankingEntry } from '@starcrew/contract';
import { and, asc, count, eq, exists, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaigns,
  reviews,
  userLocations,
  users,
  type UserRow,
} from '../../db/schema/index.ts';

/** The signed-in seller: every query is scoped by their organization first. */
export type SellerActor = Pick<UserRow, 'id' | 'organizationId'>;

/** At most this many rows of the ranking go out (the seller's own row always does). */
export const RANKING_SIZE = 50;

/** The outer row's id, qualified (inside the subqueries a bare `id` would be the subquery's own). */
const outerId = sql.raw('"users"."id"');

/** The day after a `YYYY-MM-DD` date: a campaign's last day counts until midnight UTC. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The seller dashboard's figures (spec section 2), from the rollups but for the campaign's count. */
export function createSellerDashboardRepository(db: Db) {
  /**
   * Reviews collected by each row's seller and their average, from the member rollups (a row a
   * location and month; modules/dashboard/DECISIONS.md), never from the reviews themselves.
   */
  const figures = (organizationId: string) => ({
    total: sql<number>`(select coalesce(sum(m.reviews), 0)::int from member_review_rollups m where m.seller_id = ${outerId} and m.organization_id = ${organizationId})`,
    average: sql<
      number | null
    >`(select round(sum(m.rating_sum)::numeric / nullif(sum(m.rated), 0), 2)::float8 from member_review_rollups m where m.seller_id = ${outerId} and m.organization_id = ${organizationId})`,
  });

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

  /**
   * The campaign the seller takes part in that runs today and ends first (archived ones are
   * withdrawn), with the seller's count: reviews at the campaign's locations, as its ranking counts.
   */
  async function activeCampaign(seller: SellerActor, today: string): Promise<SellerActiveCampaign | null> {
    const [campaign] = await db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        startDate: campaigns.startDate,
        endDate: campaigns.endDate,
        reviewsTarget: campaigns.reviewsTarget,
      })
      .from(campaigns)
      .innerJoin(
        campaignParticipants,
        and(eq(campaignParticipants.campaignId, campaigns.id), eq(campaignParticipants.userId, seller.id)),
      )
      .where(
        and(
          eq(campaigns.organizationId, seller.organizationId),
          isNull(campaigns.archivedAt),
          lte(campaigns.startDate, today),
          gte(campaigns.endDate, today),
        ),
      )
      .orderBy(asc(campaigns.endDate), asc(campaigns.id))
      .limit(1);
    if (!campaign) return null;
    // The campaign's days are not whole months: its count is a range of the seller's own reviews
    // on `reviews_seller_reviewed_at_idx` (seller, date), bounded by what the campaign counts.
    const [collected] = await db
      .select({ n: count() })
      .from(reviews)
      .where(
        and(
          eq(reviews.organizationId, seller.organizationId),
          eq(reviews.sellerId, seller.id),
          inArray(
            reviews.locationId,
            db
              .select({ id: campaignLocations.locationId })
              .from(campaignLocations)
              .where(eq(campaignLocations.campaignId, campaign.id)),
          ),
          gte(reviews.reviewedAt, new Date(`${campaign.startDate}T00:00:00Z`)),
          lt(reviews.reviewedAt, dayAfter(campaign.endDate)),
        ),
      );
    return {
      id: campaign.id,
      title: campaign.title,
      start_date: campaign.startDate,
      end_date: campaign.endDate,
      reviews_target: campaign.reviewsTarget,
      reviews_collected: collected?.n ?? 0,
    };
  }

  return {
    async dashboard(seller: SellerActor, today: string): Promise<SellerDashboard> {
      // One after the other: PGlite runs one query at a time anyway.
      const team = await ranking(seller);
      const campaign = await activeCampaign(seller, today);
      const own = team.find((row) => row.id === seller.id);
      return {
        reviews_collected: own?.reviews_collected ?? 0,
        average_rating: own?.average_rating ?? null,
        ranking: team,
        active_campaign: campaign,
      };
    },
  };
}

export type SellerDashboardRepository = ReturnType<typeof createSellerDashboardRepository>;
