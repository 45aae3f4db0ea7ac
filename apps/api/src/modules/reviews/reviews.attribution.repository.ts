import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviewAttributionChanges, reviews, userLocations, users, type ReviewRow } from '../../db/schema/index.ts';

const by = alias(users, 'changed_by_user');
const from = alias(users, 'from_user');
const to = alias(users, 'to_user');
const person = (u: typeof by | typeof from | typeof to) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName });

/** Attribution corrections (issue 15 §3): the members a review may go to, the history, the change. */
export function createAttributionCorrectionsRepository(db: Db) {
  return {
    /** The sellers and managers tied to a location (the only ones a review there may be attributed to). */
    async membersOf(organizationId: string, locationId: string) {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(userLocations)
        .innerJoin(users, eq(users.id, userLocations.userId))
        .where(
          and(
            eq(userLocations.locationId, locationId),
            eq(userLocations.organizationId, organizationId),
            inArray(users.role, ['seller', 'manager']),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
    },

    /** A review's corrections, newest first, with the names of who made them and of both members. */
    async history(reviewId: string) {
      return db
        .select({
          at: reviewAttributionChanges.createdAt,
          fromAttribution: reviewAttributionChanges.fromAttribution,
          by: person(by),
          from: person(from),
          to: person(to),
        })
        .from(reviewAttributionChanges)
        .leftJoin(by, eq(by.id, reviewAttributionChanges.changedBy))
        .leftJoin(from, eq(from.id, reviewAttributionChanges.fromSellerId))
        .leftJoin(to, eq(to.id, reviewAttributionChanges.toSellerId))
        .where(eq(reviewAttributionChanges.reviewId, reviewId))
        .orderBy(desc(reviewAttributionChanges.createdAt), desc(reviewAttributionChanges.id));
    },

    /**
     * Sets the collecting member (or no one) as `corrected`, and records who changed it from
     * what: one transaction, the row locked so an import running now waits and then leaves it.
     * A Google review matched to a form submission loses the match (`matched_review_id`): the
     * manager says it was wrong, so it counts on its own from now on (reviews/DECISIONS.md).
     * A form submission never has a match, so clearing it there changes nothing.
     */
    async correct(review: Pick<ReviewRow, 'id' | 'organizationId'>, sellerId: string | null, changedBy: string) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ sellerId: reviews.sellerId, attribution: reviews.attribution })
          .from(reviews)
          .where(eq(reviews.id, review.id))
          .for('update');
        if (!current) return;
        await tx
          .update(reviews)
          .set({ sellerId, attribution: 'corrected', matchedReviewId: null })
          .where(eq(reviews.id, review.id));
        await tx.insert(reviewAttributionChanges).values({
          organizationId: review.organizationId,
          reviewId: review.id,
          changedBy,
          fromSellerId: current.sellerId,
          fromAttribution: current.attribution,
          toSellerId: sellerId,
        });
      });
    },
  };
}

export type AttributionCorrectionsRepository = ReturnType<typeof createAttributionCorrectionsRepository>;
