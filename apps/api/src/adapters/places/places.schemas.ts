import { z } from 'zod';

/*
 * The Places API (New) wire shapes we read, from its public reference (`Place`, `Review`,
 * `SearchTextResponse`). Everything is optional: the API returns only what the field mask
 * names, and drops empty values (a place without reviews has no `reviews`).
 */

const localizedText = z.object({ text: z.string().optional(), languageCode: z.string().optional() });

export const placeReviewSchema = z.object({
  /** `places/{placeId}/reviews/{reviewId}`. */
  name: z.string().optional(),
  rating: z.number().optional(),
  /** The review in the requested language (Google's translation when it differs). */
  text: localizedText.optional(),
  /** The review as its author wrote it. */
  originalText: localizedText.optional(),
  authorAttribution: z
    .object({ displayName: z.string().optional(), uri: z.string().optional(), photoUri: z.string().optional() })
    .optional(),
  /** RFC 3339 timestamp. */
  publishTime: z.string().optional(),
});
export type GooglePlaceReview = z.infer<typeof placeReviewSchema>;

export const placeSchema = z.object({
  id: z.string().min(1),
  displayName: localizedText.optional(),
  formattedAddress: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  googleMapsUri: z.string().optional(),
  reviews: z.array(placeReviewSchema).optional(),
});
export type GooglePlace = z.infer<typeof placeSchema>;

export const searchTextResponseSchema = z.object({
  places: z.array(placeSchema).optional(),
  nextPageToken: z.string().optional(),
});

/** `google.rpc.Status`, with `ErrorInfo` details whose `reason` names a key problem. */
export const placesErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});
