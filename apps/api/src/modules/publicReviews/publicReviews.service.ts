import {
  HONEYPOT_FIELD,
  REVIEW_SUBMISSIONS_PER_HOUR,
  validateReviewSubmission,
  type ReviewField,
  type ReviewFieldError,
} from '@starcrew/contract/review-form';
import { notifyReviewCreated, type LiveBus } from '../../lib/live/index.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';
import { isAlerted, type ReviewAlerts } from '../reviews/reviews.alerts.ts';
import type { PublicReviewsRepository, ReviewLink } from './publicReviews.repository.ts';

/** decisions.md, "Limits": 5 submissions per IP address per hour per location. */
export const reviewSubmissionLimit: Limit = { max: REVIEW_SUBMISSIONS_PER_HOUR, windowMs: 60 * 60_000 };

export type SubmissionOutcome =
  | { kind: 'unknown' }
  | { kind: 'inactive'; link: ReviewLink }
  | { kind: 'invalid'; link: ReviewLink; errors: Partial<Record<ReviewField, ReviewFieldError>> }
  | { kind: 'limited'; link: ReviewLink; retryAfterMs: number }
  /** Stored, or silently dropped when the honeypot is filled: the robot sees the same thanks. */
  | { kind: 'stored'; link: ReviewLink; reviewId: string | null };

/**
 * One submission of the public form, whichever way it came (form POST or JSON): the link,
 * the fields, the limit, then the review stored before anything is answered.
 */
export function createPublicReviewsService(deps: {
  repository: PublicReviewsRepository;
  limiter: RateLimiter;
  live: LiveBus;
  /** Low-rating alerts to the location's managers, queued with the review (reviews.alerts.ts). */
  alerts?: Pick<ReviewAlerts, 'queue' | 'prepare'> | undefined;
  /** Tells the open campaign pages a ranking moved (modules/campaigns); never rejects. */
  rankingsMoved?: (reviewIds: string[]) => Promise<void>;
  now: () => Date;
  /** A failed notice is logged: the review is stored, so the customer must still get the thanks. */
  logError?: (error: unknown, message: string) => void;
}) {
  return {
    findLink: deps.repository.findLink,

    async submit(input: {
      locationId: string;
      code: string;
      body: Record<string, unknown>;
      ip: string;
      language: string;
    }): Promise<SubmissionOutcome> {
      const link = await deps.repository.findLink(input.locationId, input.code);
      if (!link) return { kind: 'unknown' };
      if (!link.location.active) return { kind: 'inactive', link };
      const honeypot = input.body[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'stored', link, reviewId: null };
      const result = validateReviewSubmission(input.body);
      if (!result.ok) return { kind: 'invalid', link, errors: result.errors };
      // Only submissions that would be stored count: a customer fixing a typo is not held back.
      const hit = await deps.limiter.hit(`review-form:${link.location.id}:ip:${input.ip}`, reviewSubmissionLimit);
      if (!hit.allowed) return { kind: 'limited', link, retryAfterMs: hit.retryAfterMs };
      // A 1 or 2 star review's alert is queued in the review's transaction: the queue must be
      // installed before it opens (on PGlite its installation would wait for the transaction).
      // Memoized: once. Any other review is one statement, with no transaction (issue 18).
      const alerts = deps.alerts && isAlerted(result.value.rating) ? deps.alerts : undefined;
      await alerts?.prepare();
      const reviewId = await deps.repository.insertFormReview(
        link,
        result.value,
        input.language,
        deps.now(),
        alerts ? (review, tx) => alerts.queue([review], { tx }) : undefined,
      );
      // The inbox's "N new reviews" (issue 14), once the review is stored. A failed notice must
      // not turn a stored review into an error page (the customer would send it again).
      await notifyReviewCreated(deps.live, {
        id: reviewId,
        organizationId: link.location.organizationId,
        locationId: link.location.id,
        sellerId: link.sellerId,
      }).catch((error: unknown) => deps.logError?.(error, 'review.created notice failed'));
      // Only a review collected by a seller can move a campaign's ranking (campaigns.live.ts
      // joins the review's seller to the participants): without one, no query is sent.
      if (link.sellerId) await deps.rankingsMoved?.([reviewId]);
      return { kind: 'stored', link, reviewId };
    },
  };
}

export type PublicReviewsService = ReturnType<typeof createPublicReviewsService>;
