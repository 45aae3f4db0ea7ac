import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviews } from '../../db/schema/index.ts';

/** A Google review matches a form submission written up to this long before it (issue 15 §3). */
export const MATCH_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Lower case, accents off ("Élodie" → "elodie"), so "ÉLODIE" and "elodie" are the same name. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * What two reviewers must share: the first word of the first name and the first letter of the
 * last name ("Marie D." on Google, "Marie Dupont" on the form). Null when the name has no last
 * name to take an initial from: such a reviewer is never matched.
 */
export function matchKey(first: string, last: string): string | null {
  const firstWord = fold(first).split(/\s+/)[0] ?? '';
  const initial = [...fold(last).replace(/[^\p{L}\p{N}]/gu, '')][0];
  return firstWord && initial ? `${firstWord} ${initial}` : null;
}

/** A display name ("Marie Dupont", "marie d.") read as a first name and what follows. */
export function matchKeyOfName(name: string): string | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  return matchKey(words[0]!, words.slice(1).join(' '));
}

interface Candidate {
  id: string;
  sellerId: string;
  at: number;
  key: string | null;
  /** The Google review matched to it now, if any (always `likely`: a correction clears the match). */
  twin: { id: string; at: number } | null;
}

/**
 * Attributes Google reviews to the sellers of form submissions (issue 15 §3, reviews/DECISIONS.md):
 * a Google review with no attribution yet, written within 7 days after a form submission at the
 * same location by a reviewer with the same first name and last initial, takes that
 * submission's seller as `likely`. A submission matches one Google review, the nearest in time:
 * a nearer one takes it from a likely match, which then looks again; a corrected one is never
 * taken or changed (it has an attribution, and its correction cleared its match, freeing its
 * submission). Reads only the submissions of the window, through their partial index.
 * Runs in the import's page transaction, with the ids the page stored.
 */
export async function matchImportedReviews(db: Db, locationId: string, reviewIds: string[]): Promise<void> {
  let pending = reviewIds;
  // Each pass either settles its reviews or frees a farther one, so this ends.
  while (pending.length > 0) {
    const google = await db
      .select({ id: reviews.id, at: reviews.reviewedAt, name: reviews.reviewerName })
      .from(reviews)
      .where(
        and(
          inArray(reviews.id, pending),
          eq(reviews.locationId, locationId),
          eq(reviews.source, 'google'),
          isNull(reviews.attribution),
        ),
      );
    pending = [];
    if (google.length === 0) return;
    const times = google.map((g) => g.at.getTime());
    const candidates = await candidatesBetween(
      db,
      locationId,
      new Date(Math.min(...times) - MATCH_WINDOW_MS),
      new Date(Math.max(...times)),
    );

    // Every allowed (Google review, submission) pair, nearest first: the greedy pass then gives
    // each submission its nearest Google review and each Google review its nearest submission.
    const pairs = google.flatMap((g) => {
      const key = matchKeyOfName(g.name);
      const at = g.at.getTime();
      return key === null
        ? []
        : candidates
            .filter((c) => c.key === key && c.at <= at && at - c.at <= MATCH_WINDOW_MS)
            .map((c) => ({ google: g.id, candidate: c, distance: at - c.at }));
    });
    pairs.sort((a, b) => a.distance - b.distance || a.google.localeCompare(b.google));

    const settled = new Set<string>();
    for (const { google: id, candidate, distance } of pairs) {
      if (settled.has(id)) continue;
      const twin = candidate.twin;
      if (twin && twin.at - candidate.at <= distance) continue;
      if (twin) {
        // A nearer Google review takes the submission: the farther one looks again. A manager
        // who corrected it since the read keeps it (the guard), and this review passes it by.
        const freed = await db
          .update(reviews)
          .set({ sellerId: null, attribution: null, matchedReviewId: null })
          .where(and(eq(reviews.id, twin.id), eq(reviews.attribution, 'likely')))
          .returning({ id: reviews.id });
        if (freed.length === 0) continue;
        pending.push(twin.id);
      }
      // Guarded too: a correction made since the read above is never overwritten.
      const taken = await db
        .update(reviews)
        .set({ sellerId: candidate.sellerId, attribution: 'likely', matchedReviewId: candidate.id })
        .where(and(eq(reviews.id, id), isNull(reviews.attribution)))
        .returning({ id: reviews.id });
      if (taken.length === 0) {
        settled.add(id);
        candidate.twin = null;
        continue;
      }
      candidate.twin = { id, at: candidate.at + distance };
      settled.add(id);
    }
  }
}

/** The location's attributed form submissions written within [from, to], with their current match. */
async function candidatesBetween(db: Db, locationId: string, from: Date, to: Date): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: reviews.id,
      sellerId: reviews.sellerId,
      at: reviews.reviewedAt,
      first: reviews.reviewerFirstName,
      last: reviews.reviewerLastName,
      name: reviews.reviewerName,
      twinId: sql<string | null>`twin.id`,
      twinAt: sql<number | null>`(extract(epoch from twin.reviewed_at) * 1000)::float8`,
    })
    .from(reviews)
    .leftJoin(sql`reviews as twin`, sql`twin.matched_review_id = ${reviews.id}`)
    .where(
      and(
        eq(reviews.locationId, locationId),
        eq(reviews.source, 'form'),
        sql`${reviews.sellerId} is not null`,
        gte(reviews.reviewedAt, from),
        lte(reviews.reviewedAt, to),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    sellerId: r.sellerId!,
    at: r.at.getTime(),
    key: r.first !== null && r.last !== null ? matchKey(r.first, r.last) : matchKeyOfName(r.name),
    twin: r.twinId === null ? null : { id: r.twinId, at: Number(r.twinAt) },
  }));
}
