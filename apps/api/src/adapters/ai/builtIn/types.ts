import type { ReplyTone } from '../replyWriter.ts';
import type { Topic } from './topics.ts';

/** Rating bands: 1–2 low, 3 mid, 4–5 high. */
export type Band = 'low' | 'mid' | 'high';

export interface PhraseContext {
  rating: number;
  business: string;
  /** The review has text, not just stars. */
  hasComment: boolean;
}

type Variants<A extends unknown[]> = Array<(...args: A) => string>;

/**
 * Everything the built-in writer says, per language. Several variants per slot so that
 * replies on one listing do not all read the same; the writer picks one by hash.
 */
export interface PhraseBank {
  greeting: Record<ReplyTone, Variants<[name: string]>>;
  greetingWithoutName: Record<ReplyTone, string[]>;
  opening: Record<Band, Variants<[PhraseContext]>>;
  /** `list` is the joined topic labels: "our bread and the waiting time". */
  topics: Record<Band, Variants<[list: string]>>;
  closing: Record<Band, Variants<[PhraseContext]>>;
  signOff: Record<ReplyTone, Variants<[business: string]>>;
  topicLabels: Record<Topic, string>;
  join(items: string[]): string;
}
