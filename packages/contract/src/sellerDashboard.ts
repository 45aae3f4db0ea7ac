import { z } from './zod.ts';
import { envelope } from './envelope.ts';

/**
 * `GET /v1/seller/dashboard`: the signed-in seller's own dashboard (spec section 2, "Member
 * (seller) dashboard"): reviews collected, average rating, the team ranking and the active
 * campaign. Scoped to the seller's organization and the locations the seller works at.
 */

/** One row of the team ranking: the active sellers who share a location with the seller, and the seller. */
export const sellerRankingEntrySchema = z.object({
  id: z.string(),
  /** First name and last name. */
  name: z.string(),
  /** 1-based place: most reviews collected first, then the higher average, then by name. */
  rank: z.number().check(z.int(), z.gte(1)),
  reviews_collected: z.number().check(z.int(), z.gte(0)),
  /** Over the seller's rated reviews, 2 decimals; null before the first rating. */
  average_rating: z.nullable(z.number()),
});
export type SellerRankingEntry = z.infer<typeof sellerRankingEntrySchema>;

/** A campaign the seller takes part in that runs today (the organization's day), with the seller's progress. */
export const sellerActiveCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** The reviews to collect (target campaigns); null for campaigns paid per review. */
  reviews_target: z.nullable(z.number().check(z.int())),
  /** The seller's reviews as the campaign's ranking and My Campaigns count them (`standing.reviews`). */
  reviews_collected: z.number().check(z.int(), z.gte(0)),
});
export type SellerActiveCampaign = z.infer<typeof sellerActiveCampaignSchema>;

export const sellerDashboardSchema = z.object({
  /** Every review the seller collected, at any location. */
  reviews_collected: z.number().check(z.int(), z.gte(0)),
  average_rating: z.nullable(z.number()),
  /** At most 50 rows; the seller's own row is always in it. */
  ranking: z.array(sellerRankingEntrySchema),
  /** The active campaign ending first, or null. */
  active_campaign: z.nullable(sellerActiveCampaignSchema),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const sellerDashboardResponseSchema = envelope(sellerDashboardSchema);
export type SellerDashboardResponse = z.infer<typeof sellerDashboardResponseSchema>;
