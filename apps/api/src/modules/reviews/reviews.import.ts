import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ProviderAccessRevokedError,
  ProviderRateLimitedError,
  type BusinessProfileProvider,
  type ProviderReview,
} from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import { locations, reviews, reviewSyncs, type NewReviewRow } from '../../db/schema/index.ts';
import type { GrantStore } from '../businessProfile/businessProfile.grants.ts';

export type ImportMode = 'full' | 'incremental';

export interface ImportDeps {
  db: Db;
  provider: BusinessProfileProvider;
  grants: Pick<GrantStore, 'grantFor' | 'markRevoked'>;
  now: () => Date;
  /** Reviews a page (Google's maximum is 50). */
  pageSize?: number;
}

export type ImportResult =
  | { status: 'done'; pages: number; imported: number }
  /** Another run holds the location, or it is not connected to the business profile. */
  | { status: 'skipped'; reason: 'busy' | 'not-connected' | 'waiting' }
  /** Google answered 429 after the adapter's retries: run again after `retryAfterMs`, it resumes. */
  | { status: 'rate-limited'; retryAfterMs: number }
  | { status: 'revoked' };

/** A run that has not written for this long is taken to have crashed; another may resume it. */
export const RUN_LEASE_MS = 10 * 60_000;

function toRow(organizationId: string, locationId: string, review: ProviderReview): NewReviewRow {
  return {
    organizationId,
    locationId,
    source: 'google',
    googleReviewId: review.externalId,
    rating: review.rating,
    comment: review.comment,
    reviewerName: review.reviewerName,
    reviewerPhotoUrl: review.reviewerPhotoUrl,
    language: review.language,
    replyText: review.reply?.comment ?? null,
    replyUpdatedAt: review.reply?.updateTime ?? null,
    reviewedAt: review.createTime,
    reviewUpdatedAt: review.updateTime,
  };
}

/** Stores one page: a review seen before is updated in place (seller attribution and assignment are kept). */
async function upsertReviews(db: Db, rows: NewReviewRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
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
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Imports the reviews of one location from the business profile. `full` reads every page;
 * `incremental` stops at the first review not updated since the last complete run. Each
 * page is stored with the cursor in one transaction, so the import is idempotent (upsert by
 * Google's id) and resumes after a crash or a 429 from the page it had reached.
 */
export async function importReviews(
  deps: ImportDeps,
  { locationId, mode }: { locationId: string; mode: ImportMode },
): Promise<ImportResult> {
  const { db, provider, grants, now } = deps;
  const [target] = await db
    .select({ sync: reviewSyncs, googleLocationId: locations.googleLocationId })
    .from(reviewSyncs)
    .innerJoin(locations, eq(locations.id, reviewSyncs.locationId))
    .where(eq(reviewSyncs.locationId, locationId));
  if (!target?.googleLocationId) return { status: 'skipped', reason: 'not-connected' };
  const { sync } = target;
  if (sync.retryAt && sync.retryAt > now()) return { status: 'skipped', reason: 'waiting' };

  // Claim the location: one run at a time, unless the last one stopped writing (crashed).
  const started = now();
  const claimed = await db
    .update(reviewSyncs)
    .set({ status: 'running', lastRunAt: started, retryAt: null })
    .where(
      and(
        eq(reviewSyncs.locationId, locationId),
        or(
          sql`${reviewSyncs.status} <> 'running'`,
          isNull(reviewSyncs.lastRunAt),
          lt(reviewSyncs.lastRunAt, new Date(started.getTime() - RUN_LEASE_MS)),
        ),
      ),
    )
    .returning({ locationId: reviewSyncs.locationId });
  if (claimed.length === 0) return { status: 'skipped', reason: 'busy' };

  const grant = await grants.grantFor(sync.organizationId);
  if (!grant) {
    await db.update(reviewSyncs).set({ status: 'idle' }).where(eq(reviewSyncs.locationId, locationId));
    return { status: 'skipped', reason: 'not-connected' };
  }

  // A run left half-way (crash, 429) resumes from its page, unless a full run is asked over an incremental one.
  const resume = sync.pageToken !== null && (sync.mode === mode || sync.mode === 'full');
  const runMode: ImportMode = resume ? (sync.mode ?? mode) : mode;
  let pageToken: string | undefined = resume ? (sync.pageToken ?? undefined) : undefined;
  let newest = resume ? sync.runNewest : null;
  const since = runMode === 'incremental' ? sync.syncedUntil : null;
  let pagesRead = 0;
  let imported = 0;
  if (!resume) {
    await db
      .update(reviewSyncs)
      .set({ mode: runMode, pageToken: null, runNewest: null, pagesDone: 0 })
      .where(eq(reviewSyncs.locationId, locationId));
  }

  try {
    for (;;) {
      const page = await provider.listReviews(grant, sync.googleAccountId, target.googleLocationId, {
        pageSize: deps.pageSize ?? 50,
        ...(pageToken ? { pageToken } : {}),
      });
      pagesRead += 1;
      const fresh = since ? page.reviews.filter((r) => r.updateTime > since) : page.reviews;
      for (const review of fresh) if (!newest || review.updateTime > newest) newest = review.updateTime;
      const reachedKnown = fresh.length < page.reviews.length;
      pageToken = reachedKnown ? undefined : page.nextPageToken;
      await db.transaction(async (tx) => {
        await upsertReviews(
          tx,
          fresh.map((r) => toRow(sync.organizationId, locationId, r)),
        );
        await tx
          .update(reviewSyncs)
          .set({
            pageToken: pageToken ?? null,
            runNewest: newest,
            pagesDone: sql`${reviewSyncs.pagesDone} + 1`,
            lastRunAt: now(),
          })
          .where(eq(reviewSyncs.locationId, locationId));
        // Google's own figures for the whole location: right even before the import has every page.
        if (pagesRead === 1) {
          await tx
            .update(locations)
            .set({
              averageRating: page.averageRating === null ? null : page.averageRating.toFixed(2),
              totalReviews: page.totalReviewCount,
            })
            .where(eq(locations.id, locationId));
        }
      });
      imported += fresh.length;
      if (!pageToken) break;
    }
  } catch (error) {
    if (error instanceof ProviderRateLimitedError) {
      await db
        .update(reviewSyncs)
        .set({ status: 'idle', retryAt: new Date(now().getTime() + error.retryAfterMs), lastError: error.message })
        .where(eq(reviewSyncs.locationId, locationId));
      return { status: 'rate-limited', retryAfterMs: error.retryAfterMs };
    }
    if (error instanceof ProviderAccessRevokedError) {
      await grants.markRevoked(sync.organizationId);
      await db
        .update(reviewSyncs)
        .set({ status: 'failed', lastError: error.message })
        .where(eq(reviewSyncs.locationId, locationId));
      return { status: 'revoked' };
    }
    await db
      .update(reviewSyncs)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(reviewSyncs.locationId, locationId));
    throw error;
  }

  const finished = now();
  await db
    .update(reviewSyncs)
    .set({
      status: 'idle',
      pageToken: null,
      syncedUntil: newest && (!sync.syncedUntil || newest > sync.syncedUntil) ? newest : sync.syncedUntil,
      runNewest: null,
      lastCompletedAt: finished,
      lastError: null,
    })
    .where(eq(reviewSyncs.locationId, locationId));
  return { status: 'done', pages: pagesRead, imported };
}
