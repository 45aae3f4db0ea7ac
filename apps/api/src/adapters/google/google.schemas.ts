import { z } from 'zod';

/*
 * Google's wire shapes, from the public references: Account Management v1 `accounts.list`,
 * Business Information v1 `accounts.locations.list`, My Business v4 `reviews.list` and
 * `updateReply`, the OAuth 2 token endpoint, and the `google.rpc.Status` error body.
 * Everything Google may omit is optional: proto3 JSON drops empty lists and default values,
 * so an account without locations answers `{}`.
 */

export const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

/** `google.protobuf.Empty`, the answer of a delete. */
export const emptySchema = z.object({});

export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  // Only on the code exchange with access_type=offline, and when Google rotates it.
  refresh_token: z.string().min(1).optional(),
  // Only when the openid scope was granted.
  id_token: z.string().optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const accountSchema = z.object({
  name: z.string(),
  accountName: z.string().optional(),
  type: z.string().optional(),
});
export type GoogleAccount = z.infer<typeof accountSchema>;

export const listAccountsSchema = z.object({
  accounts: z.array(accountSchema).optional(),
  nextPageToken: z.string().optional(),
});

export const postalAddressSchema = z.object({
  regionCode: z.string().optional(),
  postalCode: z.string().optional(),
  administrativeArea: z.string().optional(),
  locality: z.string().optional(),
  sublocality: z.string().optional(),
  addressLines: z.array(z.string()).optional(),
});
export type GooglePostalAddress = z.infer<typeof postalAddressSchema>;

export const locationSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  storefrontAddress: postalAddressSchema.optional(),
  metadata: z
    .object({
      placeId: z.string().optional(),
      mapsUri: z.string().optional(),
      newReviewUri: z.string().optional(),
    })
    .optional(),
});
export type GoogleLocation = z.infer<typeof locationSchema>;

export const listLocationsSchema = z.object({
  locations: z.array(locationSchema).optional(),
  nextPageToken: z.string().optional(),
  totalSize: z.number().optional(),
});

export const starRatingSchema = z.enum(['STAR_RATING_UNSPECIFIED', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']);

export const reviewReplySchema = z.object({
  comment: z.string(),
  updateTime: z.string().optional(),
});
export type GoogleReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  name: z.string(),
  reviewId: z.string().optional(),
  reviewer: z
    .object({
      displayName: z.string().optional(),
      profilePhotoUrl: z.string().optional(),
      isAnonymous: z.boolean().optional(),
    })
    .optional(),
  starRating: starRatingSchema.optional(),
  comment: z.string().optional(),
  createTime: z.string(),
  updateTime: z.string().optional(),
  reviewReply: reviewReplySchema.optional(),
});
export type GoogleReview = z.infer<typeof reviewSchema>;

export const listReviewsSchema = z.object({
  reviews: z.array(reviewSchema).optional(),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().optional(),
  nextPageToken: z.string().optional(),
});
