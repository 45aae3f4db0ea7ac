import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { describe, requiredString, stringField } from './fields.ts';

/**
 * Competitor tracking (spec sections 2 and 3, issue 17): the businesses an owner or manager
 * follows near one of their locations, found on the places directory (Google Places, or the
 * sandbox's neighbours) and refreshed once a day. Every call names the location.
 */

/** `?location_id=`: the selected location, one the caller may see (404 otherwise). */
export const competitorsQuerySchema = z.object({ location_id: requiredString('location') });
export type CompetitorsQuery = z.input<typeof competitorsQuerySchema>;

/** `GET /v1/manager/competitors/search?location_id&query`: a business name or trade near the location. */
export const competitorSearchQuerySchema = z.extend(competitorsQuerySchema, {
  query: requiredString('search').check(
    z.maxLength(100, { error: describe('validation.max', { field: 'field.search', max: 100 }) }),
  ),
});
export type CompetitorSearchQuery = z.input<typeof competitorSearchQuerySchema>;

/** One search result; `tracked` when the location already follows it. */
export const placeResultSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  tracked: z.boolean(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;
export const competitorSearchResponseSchema = envelope(z.array(placeResultSchema));
export type CompetitorSearchResponse = z.infer<typeof competitorSearchResponseSchema>;

/** `POST /v1/manager/competitors`: follow a place (an id from the search) at a location. */
export const competitorRequestSchema = z.object({
  location_id: requiredString('location'),
  place_id: requiredString('place').check(
    z.maxLength(300, { error: describe('validation.invalid', { field: 'field.place' }) }),
  ),
});
export type CompetitorRequest = z.input<typeof competitorRequestSchema>;

export const competitorIdParamsSchema = z.object({ id: stringField('competitor') });

/**
 * A tracked competitor with its latest daily figures. The differences are the competitor's
 * figure minus the location's (positive: the competitor is ahead); the trend compares today's
 * rating with the history's figure about 30 days back (null until a day of history exists).
 */
export const competitorSchema = z.object({
  id: z.string(),
  place_id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  /** Reviews in the last 30 days, from the daily history of the total (0 until there is one). */
  last_month_reviews: z.number().check(z.int(), z.gte(0)),
  rating_difference: z.nullable(z.number()),
  reviews_difference: z.number().check(z.int()),
  /** Rating now minus rating ~30 days ago (or at the oldest day of history); null without history. */
  rating_trend: z.nullable(z.number()),
  refreshed_at: z.nullable(z.string()),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** The selected location's own figures (its business profile's), which each row compares with. */
export const competitorsLocationSchema = z.object({
  id: z.string(),
  title: z.string(),
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  total_reviews: z.number().check(z.int(), z.gte(0)),
});

export const competitorsListSchema = z.object({
  location: competitorsLocationSchema,
  competitors: z.array(competitorSchema),
  /** How many the plan allows at this location (`limitFor(…, 'competitors', …)`). */
  limit: z.number().check(z.int(), z.gte(0)),
});
export type CompetitorsList = z.infer<typeof competitorsListSchema>;
export const competitorsResponseSchema = envelope(competitorsListSchema);
export type CompetitorsResponse = z.infer<typeof competitorsResponseSchema>;
export const competitorResponseSchema = envelope(competitorSchema);

/** One of the competitor's latest public reviews (at most five, newest first), read live. */
export const competitorReviewSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  author_photo_url: z.nullable(z.string()),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.nullable(z.string()),
  language: z.nullable(z.string()),
  published_at: z.string(),
});
export type CompetitorReview = z.infer<typeof competitorReviewSchema>;

export const competitorReviewsSchema = z.object({
  competitor: competitorSchema,
  maps_url: z.nullable(z.string()),
  reviews: z.array(competitorReviewSchema),
});
export type CompetitorReviews = z.infer<typeof competitorReviewsSchema>;
export const competitorReviewsResponseSchema = envelope(competitorReviewsSchema);

export const competitorMessageIds = {
  added: 'competitors.added',
  removed: 'competitors.removed',
  /** 422 on place_id: the location already follows this place. */
  alreadyTracked: 'competitors.alreadyTracked',
  /** 422 on place_id: the directory does not know the place (or it closed for good). */
  placeNotFound: 'competitors.placeNotFound',
  /** 503: the places directory's quota is spent for now. */
  quota: 'competitors.quota',
  /** 503: the places directory cannot be reached or refused our configuration. */
  unavailable: 'competitors.unavailable',
} as const;
