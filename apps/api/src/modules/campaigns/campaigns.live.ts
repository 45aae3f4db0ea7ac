import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignLocations, campaignParticipants, campaigns, organizations, reviews } from '../../db/schema/index.ts';
import { notifyCampaignRanking, type LiveBus, type PublishOptions } from '../../lib/live/index.ts';

/**
 * The running campaigns whose ranking these reviews change: the review's seller (or, given
 * `sellerIds`, one of these members) takes part, its location is one of the campaign's, and it
 * was written within the period in the organization's zone (the same rule as
 * `attributedReviews`, which also leaves out a Google review matched to a form submission: it
 * counts for no member). Closed and archived campaigns no longer move.
 */
async function campaignsMovedBy(db: Db, reviewIds: string[], sellerIds?: string[]) {
  if (reviewIds.length === 0 || sellerIds?.length === 0) return [];
  const day = sql`(${reviews.reviewedAt} at time zone ${organizations.timezone})::date`;
  const moved = await db
    .selectDistinct({ id: campaigns.id, organizationId: campaigns.organizationId })
    .from(reviews)
    .innerJoin(
      campaignParticipants,
      sellerIds
        ? and(
            eq(campaignParticipants.organizationId, reviews.organizationId),
            inArray(campaignParticipants.userId, sellerIds),
          )
        : eq(campaignParticipants.userId, reviews.sellerId),
    )
    .innerJoin(
      campaignLocations,
      and(
        eq(campaignLocations.campaignId, campaignParticipants.campaignId),
        eq(campaignLocations.locationId, reviews.locationId),
      ),
    )
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, campaignParticipants.campaignId), eq(campaigns.organizationId, reviews.organizationId)),
    )
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(
      and(
        inArray(reviews.id, reviewIds),
        isNull(reviews.matchedReviewId),
        isNull(campaigns.archivedAt),
        isNull(campaigns.closedAt),
        sql`${campaigns.startDate} <= ${day} and ${campaigns.endDate} >= ${day}`,
      ),
    );
  if (moved.length === 0) return [];
  const places = await db
    .select({ campaignId: campaignLocations.campaignId, locationId: campaignLocations.locationId })
    .from(campaignLocations)
    .where(
      inArray(
        campaignLocations.campaignId,
        moved.map((c) => c.id),
      ),
    );
  return moved.map((c) => ({
    ...c,
    locationIds: places.filter((p) => p.campaignId === c.id).map((p) => p.locationId),
  }));
}

export interface RankingNoticeDeps {
  live: LiveBus;
  db: Db;
  /** Where a failed notice is told; it is never thrown (the review is stored, the notice is a courtesy). */
  logError?: (error: unknown, message: string) => void;
}

/**
 * Tells the open campaign pages that these stored reviews moved a ranking (`campaign.ranking`,
 * one event a campaign): they reload it through the ordinary call. Called by whoever stores a
 * review attributed to a seller: the public form after its insert, the Google import with its
 * page's transaction (`options.db`: on PostgreSQL the event leaves when it commits, and the
 * notice runs in a savepoint so that its failure cannot abort the page). Reviews nobody
 * collected, or outside every running campaign, announce nothing. Never rejects.
 */
export async function notifyRankingsMovedBy(
  deps: RankingNoticeDeps,
  reviewIds: string[],
  options: PublishOptions = {},
): Promise<void> {
  const publish = async (db: Db) => {
    for (const campaign of await campaignsMovedBy(db, reviewIds))
      await notifyCampaignRanking(deps.live, campaign, { db });
  };
  try {
    if (options.db) await options.db.transaction(publish);
    else await publish(deps.db);
  } catch (error) {
    deps.logError?.(error, 'campaign.ranking notice failed');
  }
}

/**
 * After a manager corrected who collected a review (from one member to another, or to no one):
 * tells the open pages of each running campaign the change moves, for the member it left and the
 * member it went to. Only the review itself moves: its pair never does, since a Google review
 * matched to a form submission counts for no member and the correction clears that match
 * (campaigns/DECISIONS.md). Called after the correction is stored; never rejects.
 */
export async function notifyRankingsMovedByCorrection(
  deps: RankingNoticeDeps,
  reviewId: string,
  sellerIds: Array<string | null>,
): Promise<void> {
  try {
    const members = [...new Set(sellerIds.filter((id): id is string => id !== null))];
    if (members.length === 0) return;
    for (const campaign of await campaignsMovedBy(deps.db, [reviewId], members))
      await notifyCampaignRanking(deps.live, campaign, { db: deps.db });
  } catch (error) {
    deps.logError?.(error, 'campaign.ranking notice failed');
  }
}
