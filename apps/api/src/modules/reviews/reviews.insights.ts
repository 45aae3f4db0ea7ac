import { reviewTopics, type ReviewSentiment, type ReviewTopic } from '@starcrew/contract';
import {
  clauseBreaks,
  idioms,
  NEGATION_REACH,
  negations,
  negativeStems,
  positiveStems,
  type Stems,
  topicStems,
} from './reviews.insights.lexicon.ts';

/**
 * The built-in review analyser (issue 14, "Going beyond"): topics from English and French
 * keyword stems, sentiment from the rating and the words, a negation turning a word round.
 * Pure and synchronous, so the import and the form compute it as they store a review, and
 * no review text leaves the server. Words are matched without accents and by their start
 * (`rud` matches rude, rudely), so one stem covers a word's forms in both languages.
 */

/** Whether a negation, in reach and in the same clause, comes before the word at `at`. */
function negated(words: string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - NEGATION_REACH); i -= 1) {
    const word = words[i] ?? '';
    if (clauseBreaks.has(word)) return false;
    if (negations.has(word)) return true;
  }
  return false;
}

/** Lower case, no accents, apostrophes joined (don't → dont) or split (l'accueil → l accueil), one space apart. */
export function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\p{L})['’]t\b/gu, '$1t')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A stem's words, each matched whole or as a prefix: split once per stem, not per review (issue 18). */
type StemParts = ReadonlyArray<{ text: string; whole: boolean }>;
const stemParts = new Map<string, StemParts>();

/** Every word of a phrase but the last is matched whole; a last word ending in `$` too, else as a prefix. */
function partsOf(stem: string): StemParts {
  let parts = stemParts.get(stem);
  if (!parts) {
    const words = stem.split(' ');
    parts = words.map((part, k) =>
      k < words.length - 1
        ? { text: part, whole: true }
        : part.endsWith('$')
          ? { text: part.slice(0, -1), whole: true }
          : { text: part, whole: false },
    );
    stemParts.set(stem, parts);
  }
  return parts;
}

/** Where a stem (one word or a phrase of several) starts in the words; phrases match word by word. */
function positionsOf(words: string[], stem: string): number[] {
  const parts = partsOf(stem);
  const found: number[] = [];
  for (let i = 0; i + parts.length <= words.length; i += 1) {
    let all = true;
    for (let k = 0; k < parts.length && all; k += 1) {
      const word = words[i + k] ?? '';
      const { text, whole } = parts[k]!;
      all = whole ? word === text : word.startsWith(text);
    }
    if (all) found.push(i);
  }
  return found;
}

export function topicsOf(words: string[]): ReviewTopic[] {
  return reviewTopics.filter((topic) => topicStems[topic].some((stem) => positionsOf(words, stem).length > 0));
}

/** The words' lean: +1 a positive word, −1 a negative one, turned round after a negation; idioms first. */
export function wordScore(words: string[]): number {
  let score = 0;
  const used = new Set<number>();
  for (const [phrase, weight] of idioms) {
    for (const at of positionsOf(words, phrase)) {
      score += weight;
      phrase.split(' ').forEach((_, k) => used.add(at + k));
    }
  }
  const lean = (stems: Stems, sign: number) => {
    for (const stem of stems) {
      for (const at of positionsOf(words, stem)) {
        if (used.has(at)) continue;
        stem.split(' ').forEach((_, k) => used.add(at + k));
        score += negated(words, at) ? -sign : sign;
      }
    }
  };
  lean(negativeStems, -1);
  lean(positiveStems, 1);
  return score;
}

/** How the stars lean before the words: 1 and 2 negative, 3 neither, 4 and 5 positive. */
const ratingLean: Record<number, number> = { 1: -2, 2: -1.5, 3: 0, 4: 1.5, 5: 2 };

/**
 * Positive, neutral or negative: the rating's lean plus the words' (at most two either way),
 * so a 3-star "great bread but rude staff" stays neutral and a 4-star "terribly slow,
 * dirty tables, rude staff" turns negative. A review with neither stars nor words is neutral.
 */
export function sentimentOf(rating: number | null, words: string[]): ReviewSentiment {
  const stars = rating === null ? 0 : (ratingLean[rating] ?? 0);
  const said = Math.max(-2.5, Math.min(2.5, wordScore(words)));
  const total = stars + said;
  if (total >= 1) return 'positive';
  if (total <= -1) return 'negative';
  return 'neutral';
}

export interface ReviewInsights {
  topics: ReviewTopic[];
  sentiment: ReviewSentiment;
}

/** A review's topics and sentiment, from its comment and rating. */
export function analyseReview(input: { rating: number | null; comment: string | null }): ReviewInsights {
  const words = normalise(input.comment ?? '');
  return { topics: topicsOf(words), sentiment: sentimentOf(input.rating, words) };
}
