import { z } from './zod.ts';
import { invalid, personSchema, placeSchema } from './campaigns.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { requiredString, stringField } from './fields.ts';

/** A campaign's rewards and the reward ledger (spec sections 3 and 4; decisions.md "Campaigns and rewards"). */

/** To distribute, then distributed; undistributing brings it back to distribute. */
export const rewardStatuses = ['to_distribute', 'distributed'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];

/** The reward ledger (beyond the spec): created pending, distributed, reversed (undistributed). */
export const rewardEntryKinds = ['pending', 'distributed', 'reversed'] as const;
export type RewardEntryKind = (typeof rewardEntryKinds)[number];

/** Path parameter of the calls on one reward (`{id}`). */
export const rewardIdParamsSchema = z.object({ id: stringField('reward') });

export const rewardSchema = z.object({
  id: z.string(),
  campaign: placeSchema,
  winner: personSchema,
  /** The ranking's location in separate mode; null in shared mode. */
  location: z.nullable(placeSchema),
  rank: z.nullable(z.number().check(z.int())),
  description: z.nullable(z.string()),
  amount_cents: z.nullable(z.number().check(z.int())),
  status: z.enum(rewardStatuses),
  distributed_at: z.nullable(z.string()),
  distributed_by: z.nullable(personSchema),
  /** A review it counted was removed by Google after close-out: for a manager to look at. */
  flagged: z.boolean(),
  created_at: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(rewardEntryKinds),
  at: z.string(),
  /** Who distributed or reversed it; null for the entry the close-out created. */
  by: z.nullable(personSchema),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

/** `GET /v1/manager/rewards?page&per_page&status` (and `/v1/manager/local-rewards`, for the selected location). */
export const rewardsQuerySchema = z.extend(pageQuerySchema, {
  status: z._default(z.enum(rewardStatuses), 'to_distribute'),
});
export type RewardsQuery = z.input<typeof rewardsQuerySchema>;

/**
 * `GET /v1/manager/local-rewards?location_id&page&per_page&status`: the rewards of the selected
 * location (of its ranking in a separate campaign, or of a shared campaign connected to it).
 */
export const localRewardsQuerySchema = z.extend(rewardsQuerySchema, { location_id: requiredString('location') });
export type LocalRewardsQuery = z.input<typeof localRewardsQuerySchema>;

export const rewardCountsSchema = z.object({
  to_distribute: z.number().check(z.int(), z.gte(0)),
  distributed: z.number().check(z.int(), z.gte(0)),
});
export const rewardsResponseSchema = envelope(
  z.object({ rewards: z.array(rewardSchema), counts: rewardCountsSchema, pagination: paginationSchema }),
);
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;

/** `GET /v1/manager/rewards/{id}`: the reward and its whole history, oldest first. */
export const rewardDetailsResponseSchema = envelope(
  z.object({ reward: rewardSchema, history: z.array(rewardEntrySchema) }),
);
export type RewardDetailsResponse = z.infer<typeof rewardDetailsResponseSchema>;

/** Success messages of the reward actions. */
export const rewardMessageIds = {
  distributed: 'rewards.distributed',
  undistributed: 'rewards.undistributed',
} as const;

/** `POST /v1/manager/rewards/distribute` and `…/undistribute`: several rewards at once. */
export const rewardsActionRequestSchema = z.object({
  reward_ids: z
    .array(requiredString('reward'), { error: invalid('reward') })
    .check(z.minLength(1, { error: invalid('reward') }))
    .check(z.maxLength(100, { error: invalid('reward') })),
});
export type RewardsActionRequest = z.input<typeof rewardsActionRequestSchema>;
/** Answers the rewards as they now are. */
export const rewardsActionResponseSchema = envelope(z.object({ rewards: z.array(rewardSchema) }));
export type RewardsActionResponse = z.infer<typeof rewardsActionResponseSchema>;
