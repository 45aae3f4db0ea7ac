import type { ProviderReview } from '../businessProfile.types.ts';
import { SANDBOX_ACCOUNT } from './sandboxCatalog.ts';
import type { SandboxLocation } from './sandboxCatalog.ts';
import { COMMENTS, NAMES, OWNER_REPLIES } from './sandboxPhrases.ts';
import type { Language, Sentiment } from './sandboxPhrases.ts';
import { hashParts, pick, rngFor, weighted } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Where the sandbox's history begins. A constant, not "18 months before now": the reviews
 * must be a pure function of (seed, location, time), so a later clock only adds reviews and
 * every instance behind a load balancer sees the same ones. Mid-2025 gives ~18 months today.
 */
export const DEFAULT_HISTORY_START = new Date('2025-05-01T00:00:00Z');

/** Replies the owner "already posted on Google" stop a year in, leaving recent reviews to answer. */
const OWNER_REPLIES_FOR_MS = 365 * DAY;

/**
 * Every review of a location created at or before `at`, newest first. Each day of each shop
 * draws from its own seeded stream, so days are independent: tomorrow's reviews never change
 * today's, and the set up to `at` only grows with `at`.
 */
export function sandboxReviews(
  seed: string,
  location: SandboxLocation,
  at: Date,
  historyStart: Date,
): ProviderReview[] {
  const reviews: ProviderReview[] = [];
  const end = at.getTime();
  for (let day = Math.floor(historyStart.getTime() / DAY); day <= Math.floor(end / DAY); day++) {
    for (const review of reviewsOfDay(seed, location, day, historyStart.getTime(), end)) reviews.push(review);
  }
  return reviews.reverse();
}

function reviewsOfDay(
  seed: string,
  location: SandboxLocation,
  day: number,
  start: number,
  end: number,
): ProviderReview[] {
  const random = rngFor(seed, location.key, day);
  const weekday = new Date(day * DAY).getUTCDay();
  // Bakeries are busiest at the weekend, and so are their reviewers.
  const mean = location.reviewsPerDay * (weekday === 0 || weekday === 6 ? 1.5 : 0.8);
  const count = poisson(random, mean);
  // Between 06:00 and 19:00 UTC: opening hours in France.
  const times = Array.from({ length: count }, () => day * DAY + 6 * HOUR + Math.floor(random() * 13 * HOUR)).sort(
    (a, b) => a - b,
  );
  return times
    .map((time, n) => review(seed, location, day, n, time, start))
    .filter((r) => r.createTime.getTime() >= start && r.createTime.getTime() <= end)
    .map((r) => (r.reply && r.reply.updateTime.getTime() > end ? { ...r, reply: null } : r));
}

function review(
  seed: string,
  location: SandboxLocation,
  day: number,
  n: number,
  time: number,
  start: number,
): ProviderReview {
  // One stream per review: a change to how one review is drawn cannot reshuffle the others.
  const random = rngFor(seed, location.key, day, n);
  const language: Language = random() < location.englishShare ? 'en' : 'fr';
  const rating = (weighted(random, location.ratingWeights) + 1) as ProviderReview['rating'];
  const sentiment: Sentiment = rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
  const first = pick(random, NAMES[language].first);
  const last = pick(random, NAMES[language].last);
  const style = random();
  const anonymous = style < 0.02;
  const reviewerName = anonymous ? 'A Google User' : style < 0.17 ? `${first} ${last[0]}.` : `${first} ${last}`;
  const ratingOnly = random() < (sentiment === 'positive' ? 0.12 : 0.03);
  const comment = ratingOnly ? null : compose(random, language, sentiment, location);
  const replied = time < start + OWNER_REPLIES_FOR_MS && random() < (sentiment === 'positive' ? 0.3 : 0.6);
  const replyTime = new Date(time + 2 * HOUR + Math.floor(random() * 72 * HOUR));
  const replyText = pick(random, OWNER_REPLIES[language][sentiment === 'positive' ? 'thanks' : 'apology']);
  const id = `sbx${hashParts(seed, location.key, day, n).toString(36)}${day.toString(36)}${n}`;
  return {
    externalId: `${SANDBOX_ACCOUNT.id}/${location.externalId}/reviews/${id}`,
    reviewerName,
    reviewerPhotoUrl: null,
    isAnonymous: anonymous,
    rating,
    comment,
    language,
    createTime: new Date(time),
    updateTime: new Date(time),
    reply: replied
      ? { comment: replyText.replace(' {first}', anonymous ? '' : ` ${first}`), updateTime: replyTime }
      : null,
  };
}

function compose(random: () => number, language: Language, sentiment: Sentiment, location: SandboxLocation): string {
  const fragments = COMMENTS[language][sentiment];
  const topics = [...fragments.topics];
  const chosen = [topics.splice(Math.floor(random() * topics.length), 1)[0]!];
  if (random() < 0.45) chosen.push(topics.splice(Math.floor(random() * topics.length), 1)[0]!);
  return [pick(random, fragments.openers), ...chosen, pick(random, fragments.closers)]
    .filter((part) => part !== '')
    .join(' ')
    .replaceAll('{city}', location.city)
    .replaceAll('{specialty}', location.specialty[language]);
}

/** Knuth's method; fine for the small daily means used here. */
function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

export function averageOf(reviews: readonly ProviderReview[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}
