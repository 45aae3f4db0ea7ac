import { en } from './builtIn/phrases.en.ts';
import { fr } from './builtIn/phrases.fr.ts';
import { detectTopics } from './builtIn/topics.ts';
import type { Band, PhraseBank } from './builtIn/types.ts';
import { assertDraftInput, clampReply, type DraftInput, type ReplyWriter } from './replyWriter.ts';

const banks: Record<DraftInput['language'], PhraseBank> = { en, fr };

/** Beyond three, a list of topics reads like a form letter. */
const MAX_TOPICS = 3;

/**
 * The embedded default: drafts a reply without any service. Deterministic (the same review
 * always gets the same draft, so tests and retries are stable), yet varied across reviews:
 * each phrase is chosen by a hash of the review, never by Math.random.
 */
export function createBuiltInWriter(): ReplyWriter {
  return {
    async draft(input) {
      return { text: writeReply(input), language: input.language };
    },
  };
}

export function writeReply(input: DraftInput): string {
  assertDraftInput(input);
  const bank = banks[input.language];
  const tone = input.tone ?? 'warm';
  const band: Band = input.rating <= 2 ? 'low' : input.rating === 3 ? 'mid' : 'high';
  const name = input.reviewerFirstName.trim();
  const business = input.businessName.trim();
  const comment = input.comment.trim();
  const context = { rating: input.rating, business, hasComment: comment.length > 0 };
  const seed = fnv1a([input.rating, comment, name, business, input.language, tone].join('\u0000'));
  const pick = <T>(slot: number, variants: readonly T[]): T => variants[fnv1a(`${seed}:${slot}`) % variants.length]!;

  const found = detectTopics(comment, input.language).slice(0, MAX_TOPICS);
  const sentences = [pick(1, bank.opening[band])(context)];
  if (found.length > 0) sentences.push(pick(2, bank.topics[band])(bank.join(found.map((t) => bank.topicLabels[t]))));
  sentences.push(pick(3, bank.closing[band])(context));

  // An unhappy customer gets a sober greeting and sign-off whatever the tone.
  const voice = band === 'low' ? 'professional' : tone;
  const greeting = name ? pick(0, bank.greeting[voice])(name) : pick(0, bank.greetingWithoutName[voice]);
  const signOff = pick(4, bank.signOff[voice])(business);
  return clampReply(`${greeting}\n\n${sentences.join(' ')}\n\n${signOff}`);
}

/** FNV-1a, 32 bits: small, stable across Node versions, good enough to spread choices. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
