import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { stringField } from './fields.ts';
import { reviewAttributions } from './reviews.ts';

/**
 * Correcting who collected a review (issue 15 §3): `GET /v1/manager/reviews/{id}/attribution`
 * gives the members of the review's location a manager may pick and the corrections made so
 * far; `PUT` the same path sets another member, or no one. A correction is kept: no import
 * changes it again.
 */

const memberSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

/** `PUT /v1/manager/reviews/{id}/attribution`: a member of the review's location, or null for no one. */
export const correctAttributionRequestSchema = z.object({ seller_id: z.nullable(stringField('member')) });
export type CorrectAttributionRequest = z.input<typeof correctAttributionRequestSchema>;

/** One correction: who made it, when, from whom (and how sure that was) to whom. */
export const attributionChangeSchema = z.object({
  changed_at: z.string(),
  changed_by: z.nullable(memberSchema),
  from: z.nullable(memberSchema),
  from_attribution: z.nullable(z.enum(reviewAttributions)),
  to: z.nullable(memberSchema),
});
export type AttributionChange = z.infer<typeof attributionChangeSchema>;

export const reviewAttributionSchema = z.object({
  collected_by: z.nullable(memberSchema),
  attribution: z.nullable(z.enum(reviewAttributions)),
  /** Who the review may be attributed to: the sellers and managers of its location. */
  members: z.array(z.extend(memberSchema, { role: z.enum(['manager', 'seller']) })),
  /** The corrections, newest first. */
  history: z.array(attributionChangeSchema),
});
export type ReviewAttributionDetails = z.infer<typeof reviewAttributionSchema>;

export const reviewAttributionResponseSchema = envelope(reviewAttributionSchema);
export type ReviewAttributionResponse = z.infer<typeof reviewAttributionResponseSchema>;

export const attributionMessageIds = {
  corrected: 'attribution.corrected',
  /** The member picked is not one of the review's location. */
  notAMember: 'attribution.notAMember',
} as const;
