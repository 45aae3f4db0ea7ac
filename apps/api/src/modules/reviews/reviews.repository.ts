import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businessProfileConnections, reviewSyncs } from '../../db/schema/index.ts';

/** The review imports' bookkeeping: which locations to import, across organizations (the jobs' view). */
export function createReviewsRepository(db: Db) {
  const connected = () =>
    db
      .select({ locationId: reviewSyncs.locationId })
      .from(reviewSyncs)
      .innerJoin(
        businessProfileConnections,
        and(
          eq(businessProfileConnections.organizationId, reviewSyncs.organizationId),
          eq(businessProfileConnections.status, 'connected'),
        ),
      );
  return {
    /** Every location of an organization whose connection is live. */
    async connectedLocationIds(): Promise<string[]> {
      return (await connected()).map((r) => r.locationId);
    },
    /** Those whose first import never finished. */
    async unfinishedLocationIds(): Promise<string[]> {
      return (await connected().where(isNull(reviewSyncs.lastCompletedAt))).map((r) => r.locationId);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
