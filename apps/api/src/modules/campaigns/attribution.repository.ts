import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviews, userLocations } from '../../db/schema/index.ts';

/** A review that counts for a campaign: attributed to a seller, at a location, in the period. */
export interface AttributedReview {
  id: string;
  sellerId: string;
  locationId: string;
}

/** What campaigns count: reviews attributed to sellers, and which sellers work where. */
export function createAttributionRepository(db: Db) {
  return {
    /** For separate rankings: which of the participants are tied to which of the locations. */
    async ties(organizationId: string, userIds: string[], locationIds: string[]) {
      if (userIds.length === 0 || locationIds.length === 0) return [];
      return db
        .select({ userId: userLocations.userId, locationId: userLocations.locationId })
        .from(userLocations)
        .where(
          and(
            eq(userLocations.organizationId, organizationId),
            inArray(userLocations.userId, userIds),
            inArray(userLocations.locationId, locationIds),
          ),
        );
    },

    /**
     * The one place attribution is read (decisions.md: a review is collected by the seller whose
     * link it came through, `reviews.seller_id`): reviews of these sellers at these locations,
     * written within [from, to). Whatever the rating (rewards are for collecting, never for
     * praise). A review Google removed is no longer a row, so it stops counting.
     */
    async attributedReviews(
      organizationId: string,
      query: { sellerIds: string[]; locationIds: string[]; from: Date; to: Date },
    ): Promise<AttributedReview[]> {
      if (query.sellerIds.length === 0 || query.locationIds.length === 0) return [];
      const rows = await db
        .select({ id: reviews.id, sellerId: reviews.sellerId, locationId: reviews.locationId })
        .from(reviews)
        .where(
          and(
            eq(reviews.organizationId, organizationId),
            inArray(reviews.sellerId, query.sellerIds),
            inArray(reviews.locationId, query.locationIds),
            gte(reviews.reviewedAt, query.from),
            lt(reviews.reviewedAt, query.to),
            // A Google review matched to a form submission is that submission posted again: it
            // counts for no member, the submission counts for its seller (campaigns/DECISIONS.md;
            // the member rollups keep the same rule).
            isNull(reviews.matchedReviewId),
          ),
        );
      return rows.flatMap((r) => (r.sellerId ? [{ id: r.id, sellerId: r.sellerId, locationId: r.locationId }] : []));
    },
  };
}

export type AttributionRepository = ReturnType<typeof createAttributionRepository>;
