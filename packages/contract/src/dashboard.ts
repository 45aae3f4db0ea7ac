import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { stringField } from './fields.ts';

/**
 * `GET /v1/manager/dashboard?location_id`: without `location_id`, every location the user may
 * see (the whole organization for the owner, the tied locations for a manager); with it, that
 * one location. An empty `location_id` counts as absent.
 */
export const dashboardQuerySchema = z.object({ location_id: z.optional(stringField('location')) });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/**
 * One member (an active seller of the locations in scope) in the team ranking, with the
 * reviews attributed to them at those locations. The console sorts it (by average rating or
 * total reviews); the server lists it by total reviews, then name.
 */
export const dashboardRankingEntrySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  rated_reviews: z.number().check(z.int(), z.gte(0)),
  /** Rounded to 2 decimals; null while none of their reviews carries a rating. */
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
});
export type DashboardRankingEntry = z.infer<typeof dashboardRankingEntrySchema>;

/**
 * One month (UTC) of the rating's evolution, from the first month with a review to the last:
 * months without a review are left out. Years are the sums of their months (exact: the sums
 * travel, not the averages).
 */
export const dashboardMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  reviews: z.number().check(z.int(), z.gte(0)),
  rated_reviews: z.number().check(z.int(), z.gte(0)),
  rating_sum: z.number().check(z.int(), z.gte(0)),
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

/** A followed competitor's average rating at the end of one month (UTC): its last snapshot that month. */
export const dashboardCompetitorMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  average_rating: z.number().check(z.gte(1), z.lte(5)),
});
export type DashboardCompetitorMonth = z.infer<typeof dashboardCompetitorMonthSchema>;

/**
 * A competitor followed for the selected location, with its rating month by month (oldest
 * first) from the daily refresh's snapshots: months without a rated snapshot are left out. A
 * year's figure is its last month's (the last snapshot of the year).
 */
export const dashboardCompetitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  months: z.array(dashboardCompetitorMonthSchema),
});
export type DashboardCompetitor = z.infer<typeof dashboardCompetitorSchema>;

/** The manager dashboard's key figures (spec section 2). */
export const dashboardStatsSchema = z.object({
  /** Reviews of the locations in scope, Google's and the review form's. */
  total_reviews: z.number().check(z.int(), z.gte(0)),
  /** Mean of the rated reviews, rounded to 2 decimals; null before the first rating. */
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  /**
   * The rated reviews and the sum of their ratings: the goal calculator's exact inputs (the
   * rounded average is off by up to 0.005 × count, and form reviews may carry no rating).
   */
  rated_reviews: z.number().check(z.int(), z.gte(0)),
  rating_sum: z.number().check(z.int(), z.gte(0)),
  /** Active sellers (team members) tied to the locations in scope; the whole team for the owner. */
  active_members: z.number().check(z.int(), z.gte(0)),
  /** Campaigns connected to the locations in scope, whatever their status; all of them for the owner. */
  total_campaigns: z.number().check(z.int(), z.gte(0)),
  /** The team ranking over the same locations. */
  ranking: z.array(dashboardRankingEntrySchema),
  /** The rating's evolution over the same locations, month by month (oldest first). */
  evolution: z.array(dashboardMonthSchema),
  /**
   * The competitors followed for the one location asked for (`location_id`), drawn beside the
   * evolution; always empty over several locations (each follows its own competitors).
   */
  competitors: z.array(dashboardCompetitorSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = envelope(dashboardStatsSchema);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
