import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviews, userLocations, type NewReviewRow } from '../../db/schema/index.ts';
import { analyseReview } from './reviews.insights.ts';

/** The first location a user is tied to. */
export async function locationOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId));
  if (!row) throw new Error(`no location for ${userId}`);
  return row.locationId;
}

/** Stores one review as the import or the form would, with sensible defaults; returns its id. */
export async function addReview(
  db: Db,
  input: Pick<NewReviewRow, 'organizationId' | 'locationId'> & Partial<NewReviewRow>,
): Promise<string> {
  const source = input.source ?? 'form';
  const at = input.reviewedAt ?? new Date('2026-03-10T12:00:00Z');
  const rating = input.rating === undefined ? 5 : input.rating;
  const comment = input.comment === undefined ? 'Très bon pain, accueil chaleureux.' : input.comment;
  const [row] = await db
    .insert(reviews)
    .values({
      source,
      googleReviewId: source === 'google' ? `accounts/1/locations/1/reviews/${randomBytes(6).toString('hex')}` : null,
      rating,
      comment,
      reviewerName: 'Marie Dupont',
      reviewerEmail: source === 'form' ? 'marie.dupont@example.test' : null,
      reviewUpdatedAt: at,
      // As the import and the form store it (pass `sentiment: null` for a review before the analyser).
      ...analyseReview({ rating, comment }),
      ...input,
      reviewedAt: at,
    })
    .returning({ id: reviews.id });
  return row!.id;
}
