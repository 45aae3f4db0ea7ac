import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { stringField } from './fields.ts';

/**
 * `POST /api/v1/reviews/{locationId}/{code}`: the review form's JSON call (the enhanced form;
 * without JavaScript the page posts itself). Every field is an optional string here so a
 * missing or wrong one is reported by the form's own rules (reviewForm/reviewSubmission.ts) in
 * the spec's words, the same ones the page shows.
 */
export const reviewSubmissionRequestSchema = z.object({
  rating: z.optional(z.union([stringField('rating'), z.number()])),
  comment: z.optional(stringField('comment')),
  first_name: z.optional(stringField('firstName')),
  last_name: z.optional(stringField('lastName')),
  email: z.optional(stringField('email')),
  /** The honeypot: empty from people. */
  website: z.optional(stringField('website')),
});
export type ReviewSubmissionRequest = z.infer<typeof reviewSubmissionRequestSchema>;

/** The link's path values: anything, so a malformed link is "not found", never a 422. */
export const reviewLinkParamsSchema = z.object({ locationId: stringField('locationId'), code: stringField('code') });

/** 201: stored; where the thank-you page is and the location's write-a-review link on Google. */
export const reviewSubmissionResponseSchema = envelope(
  z.object({ thanks_url: z.string(), google_review_url: z.nullable(z.string()) }),
);
export type ReviewSubmissionResponse = z.infer<typeof reviewSubmissionResponseSchema>;
