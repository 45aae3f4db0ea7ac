import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviews } from '../../db/schema/index.ts';
import { notifyRankingsMovedBy, type RankingNoticeDeps } from '../campaigns/campaigns.live.ts';

/** What the end of a full run did about the reviews Google no longer lists. */
export type RemovalOutcome =
  | { removed: number; held?: undefined }
  /** Nothing removed: the answer looked like a provider hiccup (reviews/DECISIONS.md, "Reviews Google removes"). */
  | { removed: 0; held: string };

/**
 * At the end of a complete full run: the location's Google reviews that run did not see (their
 * `seen_in_run` is another run's) are gone from Google, and are deleted as a deleted review is
 * (rollups follow by trigger; campaigns stop counting them; a closed-out reward keeps them in
 * `reward_reviews` and is flagged). Held, nothing removed, when the run saw no review at all
 * while some are stored, or would remove more than half of them: an empty or truncated answer
 * must never wipe a location. Called in the transaction that completes the run.
 */
export async function removeUnseen(
  db: Db,
  deps: Omit<RankingNoticeDeps, 'db'>,
  { locationId, runId }: { locationId: string; runId: string },
): Promise<RemovalOutcome> {
  const ofLocation = and(eq(reviews.locationId, locationId), eq(reviews.source, 'google'));
  const [tally] = await db
    .select({
      seen: sql<number>`count(*) filter (where ${reviews.seenInRun} = ${runId})::int`,
      stored: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(ofLocation);
  const seen = Number(tally?.seen ?? 0);
  const missing = Number(tally?.stored ?? 0) - seen;
  if (missing === 0) return { removed: 0 };
  if (seen === 0 || missing > seen)
    return { removed: 0, held: `Removal held: Google listed ${seen} reviews, ${missing} stored ones were missing.` };

  const gone = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(ofLocation, sql`${reviews.seenInRun} is distinct from ${runId}`));
  const ids = gone.map((row) => row.id);
  // The running campaigns they counted in reload their ranking (read before the rows go).
  await notifyRankingsMovedBy({ ...deps, db }, ids, { db });
  await db.delete(reviews).where(inArray(reviews.id, ids));
  return { removed: ids.length };
}
