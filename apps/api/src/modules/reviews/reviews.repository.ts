import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  businessProfileConnections,
  locations,
  reviews,
  reviewSyncs,
  type NewReviewRow,
  type ReviewSyncRow,
} from '../../db/schema/index.ts';
import { analyseReview } from './reviews.insights.ts';
import { matchImportedReviews } from './reviews.matching.ts';

/** What a run may change of a location's import cursor (`review_syncs`). */
export type SyncChange = Partial<
  Pick<
    ReviewSyncRow,
    | 'status'
    | 'mode'
    | 'pageToken'
    | 'runNewest'
    | 'pagesDone'
    | 'runId'
    | 'syncedUntil'
    | 'lastRunAt'
    | 'lastCompletedAt'
    | 'retryAt'
    | 'lastError'
  >
>;

/** A review a page inserted (not one it updated): what the live inbox and the alerts need. */
export interface InsertedReview {
  id: string;
  rating: number | null;
}

/**
 * Stores one page: a review seen before is updated in place (seller attribution and assignment
 * are kept). Answers the ids of the rows it stored, and whether each was inserted (`xmax = 0`: a
 * row no update has touched).
 */
async function upsertReviews(db: Db, rows: NewReviewRow[]): Promise<Array<InsertedReview & { inserted: boolean }>> {
  if (rows.length === 0) return [];
  const stored = await db
    .insert(reviews)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviews.locationId, reviews.googleReviewId],
      set: {
        rating: sql`excluded.rating`,
        comment: sql`excluded.comment`,
        reviewerName: sql`excluded.reviewer_name`,
        reviewerPhotoUrl: sql`excluded.reviewer_photo_url`,
        language: sql`excluded.language`,
        replyText: sql`excluded.reply_text`,
        replyUpdatedAt: sql`excluded.reply_updated_at`,
        reviewUpdatedAt: sql`excluded.review_updated_at`,
        topics: sql`excluded.topics`,
        sentiment: sql`excluded.sentiment`,
        seenInRun: sql`excluded.seen_in_run`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: reviews.id, rating: reviews.rating, inserted: sql<boolean>`(xmax = 0)` });
  return stored;
}

/**
 * The review imports' queries. The jobs run for every organization, so these are keyed by
 * location id (each row carries its organization); the routes reach a location only through
 * the locations repository, which scopes it.
 */
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

    /** A location's import cursor and its Google id (null when it did not come from the business profile). */
    async importTarget(locationId: string) {
      const [target] = await db
        .select({ sync: reviewSyncs, googleLocationId: locations.googleLocationId })
        .from(reviewSyncs)
        .innerJoin(locations, eq(locations.id, reviewSyncs.locationId))
        .where(eq(reviewSyncs.locationId, locationId));
      return target;
    },

    /** Claims the location for one run, unless another holds it and wrote within `leaseMs`. */
    async claim(locationId: string, started: Date, leaseMs: number): Promise<boolean> {
      const claimed = await db
        .update(reviewSyncs)
        .set({ status: 'running', lastRunAt: started, retryAt: null })
        .where(
          and(
            eq(reviewSyncs.locationId, locationId),
            or(
              sql`${reviewSyncs.status} <> 'running'`,
              isNull(reviewSyncs.lastRunAt),
              lt(reviewSyncs.lastRunAt, new Date(started.getTime() - leaseMs)),
            ),
          ),
        )
        .returning({ locationId: reviewSyncs.locationId });
      return claimed.length > 0;
    },

    /** Whether any review waits for its topics and sentiment (the partial index `reviews_unanalysed_idx`). */
    async hasUnanalysed(): Promise<boolean> {
      const [row] = await db.select({ id: reviews.id }).from(reviews).where(isNull(reviews.sentiment)).limit(1);
      return Boolean(row);
    },

    /** Analyses up to `limit` reviews that have no sentiment yet; answers how many it did. */
    async analyseBatch(limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const batch = await tx
          .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment })
          .from(reviews)
          .where(isNull(reviews.sentiment))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const row of batch) {
          const { topics, sentiment } = analyseReview(row);
          await tx.update(reviews).set({ topics, sentiment }).where(eq(reviews.id, row.id));
        }
        return batch.length;
      });
    },

    async changeSync(locationId: string, change: SyncChange): Promise<void> {
      await db.update(reviewSyncs).set(change).where(eq(reviewSyncs.locationId, locationId));
    },

    /**
     * One page in one transaction: its reviews, the cursor that follows it, and (on a run's
     * first page) Google's own rating and total for the location.
     */
    async storePage(input: {
      locationId: string;
      rows: NewReviewRow[];
      cursor: { pageToken: string | null; runNewest: Date | null; lastRunAt: Date };
      figures?: { averageRating: number | null; totalReviews: number } | undefined;
      /** Called in the transaction with the reviews it inserted (not those it updated). */
      inserted?: ((rows: InsertedReview[], tx: Db) => Promise<void>) | undefined;
    }): Promise<void> {
      const { locationId, figures } = input;
      await db.transaction(async (tx) => {
        const stored = await upsertReviews(tx, input.rows);
        // Attribution (issue 15 §3): the page's Google reviews not yet attributed meet the form's submissions.
        await matchImportedReviews(
          tx,
          locationId,
          stored.map((row) => row.id),
        );
        const inserted = stored.filter((row) => row.inserted).map(({ id, rating }) => ({ id, rating }));
        if (inserted.length > 0) await input.inserted?.(inserted, tx);
        await tx
          .update(reviewSyncs)
          .set({ ...input.cursor, pagesDone: sql`${reviewSyncs.pagesDone} + 1` })
          .where(eq(reviewSyncs.locationId, locationId));
        if (figures) {
          await tx
            .update(locations)
            .set({
              averageRating: figures.averageRating === null ? null : figures.averageRating.toFixed(2),
              totalReviews: figures.totalReviews,
            })
            .where(eq(locations.id, locationId));
        }
      });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
