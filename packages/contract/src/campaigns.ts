import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, stringField } from './fields.ts';

/**
 * Campaigns (spec sections 2, 3 and 5; decisions.md "Campaigns and rewards"; issue 16): their
 * vocabulary and messages, and the answers that show them (My Campaigns, a campaign, its
 * rankings, a seller's campaigns). What a campaign may be is judged in `campaignRequest.ts`;
 * its rewards are in `rewards.ts`.
 */

/** Spec section 5's campaign messages, and the few this contract adds beside them. */
export const campaignMessageIds = {
  /** "Please enter a valid number of reviews" (the number may also be left empty). */
  reviewsInvalid: 'campaigns.reviewsInvalid',
  /** "Please select a reward mode". */
  rewardModeRequired: 'campaigns.rewardModeRequired',
  /** "Please enter a reward description". */
  rewardDescriptionRequired: 'campaigns.rewardDescriptionRequired',
  /** "Please enter different rewards": one per winning rank, no two alike. */
  rankRewardsRequired: 'campaigns.rankRewardsRequired',
  /** "Please enter a reward amount". */
  amountRequired: 'campaigns.amountRequired',
  /** "Please select at least one seller" (spec section 5: at least one seller must be selected). */
  sellersRequired: 'campaigns.sellersRequired',
  /** The period ends before it starts. */
  endBeforeStart: 'campaigns.endBeforeStart',
  /** A field that may not change once the campaign has started (`lockedCampaignFields`). */
  lockedAfterStart: 'campaigns.lockedAfterStart',
  created: 'campaigns.created',
  updated: 'campaigns.updated',
  archived: 'campaigns.archived',
  unarchived: 'campaigns.unarchived',
} as const;

/** Reward mode (spec section 3): a number of reviews to reach, or an amount per review collected. */
export const campaignRewardModes = ['target', 'per_review'] as const;
export type CampaignRewardMode = (typeof campaignRewardModes)[number];
/** Every participant who reaches the goal wins, or only the top N ranks. */
export const campaignRewardRules = ['all_reaching_goal', 'top_performers'] as const;
export type CampaignRewardRule = (typeof campaignRewardRules)[number];
/** Shared: one ranking across the selected locations; separate: one ranking per location. */
export const campaignLocationModes = ['shared', 'separate'] as const;
export type CampaignLocationMode = (typeof campaignLocationModes)[number];
/** Follows from the dates in the organization's time zone; never stored (decisions.md). */
export const campaignStatuses = ['upcoming', 'in_progress', 'completed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
/** The tabs of My Campaigns (spec section 2). */
export const campaignTabs = ['all', ...campaignStatuses] as const;
export type CampaignTab = (typeof campaignTabs)[number];

/** A field's "fill out correctly" message: the campaign and reward schemas' own. */
export const invalid = (field: string) => describe('validation.invalid', { field: `field.${field}` });

/** `GET /v1/manager/campaigns?page&per_page&tab&archived`: archived campaigns only with `archived=true`. */
export const campaignsQuerySchema = z.extend(pageQuerySchema, {
  tab: z._default(z.enum(campaignTabs), 'all'),
  archived: z._default(z.enum(['true', 'false']), 'false'),
});
export type CampaignsQuery = z.input<typeof campaignsQuerySchema>;

/** Path parameter of the calls on one campaign (`{id}`). */
export const campaignIdParamsSchema = z.object({ id: stringField('campaign') });

/** `POST /v1/manager/campaigns/{id}/archive`: archive or bring back. */
export const archiveCampaignRequestSchema = z.object({ archived: z.boolean({ error: invalid('archived') }) });
export type ArchiveCampaignRequest = z.input<typeof archiveCampaignRequestSchema>;

/** A member as campaigns, rankings and rewards show them. */
export const personSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.nullable(z.string()),
});
export type CampaignPerson = z.infer<typeof personSchema>;
/** A campaign or a location, by its title. */
export const placeSchema = z.object({ id: z.string(), title: z.string() });

export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(campaignStatuses),
  archived: z.boolean(),
  reward_mode: z.enum(campaignRewardModes),
  reviews_target: z.nullable(z.number().check(z.int())),
  reward_rule: z.enum(campaignRewardRules),
  /** Top performers: how many ranks win; null for the all-who-reach rule. */
  winners_count: z.nullable(z.number().check(z.int())),
  different_rewards: z.boolean(),
  reward_description: z.nullable(z.string()),
  /** Rank 1 first; empty unless the rewards differ by rank. */
  rank_rewards: z.array(z.object({ rank: z.number().check(z.int(), z.gte(1)), description: z.string() })),
  amount_per_review_cents: z.nullable(z.number().check(z.int())),
  location_mode: z.enum(campaignLocationModes),
  locations: z.array(placeSchema),
  participants: z.array(personSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A participant's place in one ranking. */
export const rankingEntrySchema = z.object({
  /** 1 for the most reviews; equal counts share a rank. */
  rank: z.number().check(z.int(), z.gte(1)),
  participant: personSchema,
  /** Reviews collected in the period at the ranking's locations. */
  reviews: z.number().check(z.int(), z.gte(0)),
  /** Towards the number of reviews to collect, 0 to 1; null without a goal. */
  progress: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  reached_goal: z.boolean(),
  /** Per-review mode: what the reviews earned so far, in cents; null in target mode. */
  earned_cents: z.nullable(z.number().check(z.int())),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** Shared mode: one ranking, `location` null; separate mode: one per location. */
export const campaignRankingSchema = z.object({
  location: z.nullable(placeSchema),
  entries: z.array(rankingEntrySchema),
});
export type CampaignRanking = z.infer<typeof campaignRankingSchema>;

export const campaignCountsSchema = z.object({
  all: z.number().check(z.int(), z.gte(0)),
  upcoming: z.number().check(z.int(), z.gte(0)),
  in_progress: z.number().check(z.int(), z.gte(0)),
  completed: z.number().check(z.int(), z.gte(0)),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignsResponseSchema = envelope(
  z.object({ campaigns: z.array(campaignSchema), counts: campaignCountsSchema, pagination: paginationSchema }),
);
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

/** `GET /v1/manager/campaigns/{id}`, and the answer of create, update and archive. */
export const campaignResponseSchema = envelope(campaignSchema);
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** `GET /v1/manager/campaigns/{id}/rankings`: the live rankings. */
export const campaignRankingsResponseSchema = envelope(z.object({ rankings: z.array(campaignRankingSchema) }));
export type CampaignRankingsResponse = z.infer<typeof campaignRankingsResponseSchema>;

/** A campaign as its participant sees it (`/seller/campaigns`): their own standing beside it. */
export const sellerCampaignSchema = z.extend(z.omit(campaignSchema, { participants: true }), {
  standing: z.omit(rankingEntrySchema, { participant: true }),
});
export type SellerCampaign = z.infer<typeof sellerCampaignSchema>;

/** `GET /v1/seller/campaigns?page&per_page&tab`. */
export const sellerCampaignsQuerySchema = z.extend(pageQuerySchema, { tab: z._default(z.enum(campaignTabs), 'all') });
export type SellerCampaignsQuery = z.input<typeof sellerCampaignsQuerySchema>;
export const sellerCampaignsResponseSchema = envelope(
  z.object({ campaigns: z.array(sellerCampaignSchema), counts: campaignCountsSchema, pagination: paginationSchema }),
);
export type SellerCampaignsResponse = z.infer<typeof sellerCampaignsResponseSchema>;
