import { and, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { composeEmail, type Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/database.ts';
import { locations, reviews, userLocations, users } from '../../db/schema/index.ts';
import { defineJob, type Jobs } from '../../jobs/index.ts';
import { publicLink } from '../../lib/public-links.ts';

/** Stars at or under this send an alert (issue 14: "each review of 1 or 2 stars"). */
export const ALERT_MAX_RATING = 2;

/** Whether a review of this rating is alerted: a writer that knows it can skip the queue. */
export const isAlerted = (rating: number | null): boolean => rating !== null && rating <= ALERT_MAX_RATING;

/**
 * A stored low-rating review: find who to tell, once. Queued in the transaction that stores
 * the review, so a review is never stored without its alert nor alerted without being stored.
 */
export const reviewAlertJob = defineJob({
  name: 'reviews.alert',
  payload: z.object({ reviewId: z.uuid() }),
  retryLimit: 5,
  retryDelay: 30,
});

/** One recipient's email: retried alone, so a failed delivery never sends the others twice. */
export const reviewAlertEmailJob = defineJob({
  name: 'reviews.alert-email',
  payload: z.object({ reviewId: z.uuid(), userId: z.uuid() }),
  retryLimit: 5,
  retryDelay: 60,
});

export interface ReviewAlertsDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the email's link to the inbox, as every email's links (lib/public-links.ts). */
  publicUrl: string;
  now: () => Date;
}

/**
 * Who is told of a location's review: its organization's owner, and the managers tied to the
 * location; active, not deleted, allowed to read reviews, and with the switch on (Settings).
 */
function recipientsOf(db: Db, review: { organizationId: string; locationId: string }, userId?: string) {
  return db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        userId === undefined ? undefined : eq(users.id, userId),
        eq(users.organizationId, review.organizationId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        eq(users.reviewAlerts, true),
        sql`'reviews.view' = any(${users.permissions})`,
        or(
          eq(users.role, 'super_manager'),
          and(
            eq(users.role, 'manager'),
            exists(
              db
                .select({ one: sql`1` })
                .from(userLocations)
                .where(and(eq(userLocations.userId, users.id), eq(userLocations.locationId, review.locationId))),
            ),
          ),
        ),
      ),
    );
}

export type ReviewAlerts = ReturnType<typeof createReviewAlerts>;

/**
 * Low-rating alerts (issue 14, "Going beyond"): an email to each manager of the location for
 * every new review of 1 or 2 stars, through the job queue so a mail failure never touches the
 * review. Exactly once per review: the first job marks `alerted_at` as it fans out, one email
 * job per recipient, in one transaction.
 */
export function createReviewAlerts(jobs: Jobs, deps: ReviewAlertsDeps) {
  const { db } = deps;

  jobs.register(reviewAlertJob, async ({ reviewId }) => {
    await db.transaction(async (tx) => {
      const [review] = await tx
        .update(reviews)
        .set({ alertedAt: deps.now() })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.alertedAt), lte(reviews.rating, ALERT_MAX_RATING)))
        .returning({ organizationId: reviews.organizationId, locationId: reviews.locationId });
      if (!review) return; // Alerted already, deleted, or its rating is not low.
      for (const { id } of await recipientsOf(tx, review))
        await jobs.send(reviewAlertEmailJob, { reviewId, userId: id }, { tx, singletonKey: `${reviewId}:${id}` });
    });
  });

  jobs.register(reviewAlertEmailJob, async ({ reviewId, userId }) => {
    const [row] = await db
      .select({ review: reviews, locationTitle: locations.title })
      .from(reviews)
      .innerJoin(locations, eq(locations.id, reviews.locationId))
      .where(eq(reviews.id, reviewId));
    // Between the fan-out and this email the review may have gone, or the user switched alerts off.
    if (!row || row.review.rating === null) return;
    const [user] = await recipientsOf(db, row.review, userId);
    if (!user) return;
    const { review } = row;
    await deps.mailer.send(
      composeEmail({
        to: user.email,
        // The product's default language for a user who never chose one (as the inbox's drafts).
        locale: user.locale ?? 'fr',
        template: 'lowRatingAlert',
        params: {
          locationName: row.locationTitle,
          rating: review.rating ?? 0,
          reviewer: review.reviewerName,
          comment: review.comment ?? '',
          // The inbox on this review's stars and reviewer: it is then the first card.
          link: publicLink(deps.publicUrl, '/manager/reviews', {
            ratings: String(review.rating),
            search: review.reviewerName,
          }),
        },
        meta: { userId, reviewId, organizationId: review.organizationId },
      }),
    );
  });

  return {
    /** Installs the queue before a request sends in its transaction (jobs/README.md, PGlite). */
    prepare: () => jobs.prepare(),

    /** Queues the alert of each new review of 1 or 2 stars; pass the storing transaction. */
    async queue(stored: Array<{ id: string; rating: number | null }>, options: { tx?: Db } = {}): Promise<void> {
      for (const review of stored) {
        if (!isAlerted(review.rating)) continue;
        await jobs.send(reviewAlertJob, { reviewId: review.id }, { singletonKey: review.id, ...options });
      }
    },
  };
}
