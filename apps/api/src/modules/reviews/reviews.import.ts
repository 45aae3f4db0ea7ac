import { randomUUID } from 'node:crypto';
import {
  ProviderAccessRevokedError,
  ProviderRateLimitedError,
  type BusinessProfileProvider,
  type ProviderReview,
} from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import type { NewReviewRow } from '../../db/schema/index.ts';
import { notifyReviewCreated, type LiveBus } from '../../lib/live/index.ts';
import { notifyRankingsMovedBy } from '../campaigns/campaigns.live.ts';
import type { GrantStore } from '../businessProfile/businessProfile.grants.ts';
import type { ReviewAlerts } from './reviews.alerts.ts';
import { analyseReview } from './reviews.insights.ts';
import { removeUnseen } from './reviews.removals.ts';
import { createReviewsRepository, type InsertedReview } from './reviews.repository.ts';

export type ImportMode = 'full' | 'incremental';

export interface ImportDeps {
  db: Db;
  provider: BusinessProfileProvider;
  grants: Pick<GrantStore, 'grantFor' | 'markRevoked'>;
  now: () => Date;
  /** Announces the reviews a later sync inserts to the open inboxes. */
  live: LiveBus;
  /** Queues the low-rating alerts of the reviews a later sync inserts. */
  alerts?: Pick<ReviewAlerts, 'queue'> | undefined;
  /** Reviews a page (Google's maximum is 50). */
  pageSize?: number;
}

export type ImportResult =
  /** `removed`: Google reviews a full run no longer saw, deleted; `held`: why none were (a suspicious answer). */
  | { status: 'done'; pages: number; imported: number; removed: number; held?: string | undefined }
  /** Another run holds the location, or it is not connected to the business profile. */
  | { status: 'skipped'; reason: 'busy' | 'not-connected' | 'waiting' }
  /** Google answered 429 after the adapter's retries: run again after `retryAfterMs`, it resumes. */
  | { status: 'rate-limited'; retryAfterMs: number }
  | { status: 'revoked' };

/** A run that has not written for this long is taken to have crashed; another may resume it. */
export const RUN_LEASE_MS = 10 * 60_000;

function toRow(organizationId: string, locationId: string, runId: string, review: ProviderReview): NewReviewRow {
  return {
    organizationId,
    seenInRun: runId,
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
    // Topics and sentiment as it is stored (an edited review is analysed again by the upsert).
    ...analyseReview(review),
  };
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
  const { provider, grants, now } = deps;
  const repository = createReviewsRepository(deps.db);
  const target = await repository.importTarget(locationId);
  if (!target?.googleLocationId) return { status: 'skipped', reason: 'not-connected' };
  const { sync } = target;
  if (sync.retryAt && sync.retryAt > now()) return { status: 'skipped', reason: 'waiting' };

  // Claim the location: one run at a time, unless the last one stopped writing (crashed).
  if (!(await repository.claim(locationId, now(), RUN_LEASE_MS))) return { status: 'skipped', reason: 'busy' };

  const grant = await grants.grantFor(sync.organizationId);
  if (!grant) {
    await repository.changeSync(locationId, { status: 'idle' });
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
  // A location's first import (until one run completes) may insert thousands of reviews: no
  // event for those, the inbox shows them when it is opened. Later syncs announce each review
  // they insert, with the page's transaction (sent when it commits); updated ones are not new.
  // The same goes for low-rating alerts: no email for each 1-star review of a bakery's past.
  const announce =
    sync.lastCompletedAt === null
      ? undefined
      : async (inserted: InsertedReview[], tx: ImportDeps['db']) => {
          for (const { id } of inserted)
            await notifyReviewCreated(deps.live, { id, organizationId: sync.organizationId, locationId }, { db: tx });
          await deps.alerts?.queue(inserted, { tx });
          // The campaigns these reviews move: none until Google reviews are matched to a seller.
          await notifyRankingsMovedBy(
            deps,
            inserted.map(({ id }) => id),
            { db: tx },
          );
        };
  // Every review the run stores is stamped with its id, kept across resumes, so a complete full run
  // knows which stored reviews Google no longer lists. A run resumed from before run ids cannot tell.
  const runId = (resume ? sync.runId : null) ?? randomUUID();
  const mayRemove = runMode === 'full' && (!resume || sync.runId !== null);
  if (!resume)
    await repository.changeSync(locationId, { mode: runMode, pageToken: null, runNewest: null, pagesDone: 0, runId });
  else if (sync.runId === null) await repository.changeSync(locationId, { runId });

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
      await repository.storePage({
        locationId,
        rows: fresh.map((r) => toRow(sync.organizationId, locationId, runId, r)),
        cursor: { pageToken: pageToken ?? null, runNewest: newest, lastRunAt: now() },
        // Google's own figures for the whole location: right even before the import has every page.
        figures:
          pagesRead === 1 ? { averageRating: page.averageRating, totalReviews: page.totalReviewCount } : undefined,
        inserted: announce,
      });
      imported += fresh.length;
      if (!pageToken) break;
    }
  } catch (error) {
    if (error instanceof ProviderRateLimitedError) {
      await repository.changeSync(locationId, {
        status: 'idle',
        retryAt: new Date(now().getTime() + error.retryAfterMs),
        lastError: error.message,
      });
      return { status: 'rate-limited', retryAfterMs: error.retryAfterMs };
    }
    if (error instanceof ProviderAccessRevokedError) {
      await grants.markRevoked(sync.organizationId);
      await repository.changeSync(locationId, { status: 'failed', lastError: error.message });
      return { status: 'revoked' };
    }
    await repository.changeSync(locationId, {
      status: 'failed',
      lastError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }

  // Only a complete full run removes (never an incremental or a failed one), with its completion.
  const outcome = await deps.db.transaction(async (tx) => {
    const removal = mayRemove ? await removeUnseen(tx, deps, { locationId, runId }) : { removed: 0 };
    await createReviewsRepository(tx).changeSync(locationId, {
      status: 'idle',
      pageToken: null,
      syncedUntil: newest && (!sync.syncedUntil || newest > sync.syncedUntil) ? newest : sync.syncedUntil,
      runNewest: null,
      lastCompletedAt: now(),
      lastError: removal.held ?? null,
    });
    return removal;
  });
  return { status: 'done', pages: pagesRead, imported, ...outcome };
}
