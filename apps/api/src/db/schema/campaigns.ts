import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Reward mode (spec section 3): a target of reviews to reach, or an amount per review collected. */
export const campaignRewardModes = ['target', 'per_review'] as const;
/** Who wins: every participant who reaches the goal, or only the top performer(s), by rank. */
export const campaignRewardRules = ['all_reaching_goal', 'top_performers'] as const;
/** Shared: one ranking across the connected locations; separate: one ranking per location. */
export const campaignLocationModes = ['shared', 'separate'] as const;

/**
 * A reward campaign for team members (spec section 3). Its status (upcoming, in progress,
 * completed) is not stored: it follows from the dates and today, so it can never go stale.
 * Dates are calendar days, inclusive at both ends.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rewardMode: text('reward_mode', { enum: campaignRewardModes }).notNull(),
    /** Number of reviews to collect (optional in the spec). */
    reviewsTarget: integer('reviews_target'),
    /** What the winners get, for the target mode with one reward for all. */
    rewardDescription: text('reward_description'),
    /** In cents (EUR), for the per-review mode. */
    amountPerReviewCents: integer('amount_per_review_cents'),
    rewardRule: text('reward_rule', { enum: campaignRewardRules }).notNull(),
    locationMode: text('location_mode', { enum: campaignLocationModes }).notNull().default('shared'),
    /** Rule "top": how many ranks win (rank rewards, when different, are one row a rank). */
    winnersCount: integer('winners_count'),
    /** Archived is a flag (decisions.md): hidden from the tabs unless asked, nothing else changes. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set by the close-out, in the transaction that creates the rewards: the mark that it ran, once. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_organization_dates_idx').on(t.organizationId, t.startDate, t.endDate),
    check('campaigns_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('campaigns_reward_mode_check', sql`${t.rewardMode} in ('target', 'per_review')`),
    check('campaigns_reward_rule_check', sql`${t.rewardRule} in ('all_reaching_goal', 'top_performers')`),
    check('campaigns_location_mode_check', sql`${t.locationMode} in ('shared', 'separate')`),
    check('campaigns_reviews_target_check', sql`${t.reviewsTarget} is null or ${t.reviewsTarget} > 0`),
    check('campaigns_amount_check', sql`${t.amountPerReviewCents} is null or ${t.amountPerReviewCents} > 0`),
    check('campaigns_winners_count_check', sql`${t.winnersCount} is null or ${t.winnersCount} > 0`),
  ],
);

/** "Different rewards per winner rank": rank 1 is the top performer. */
export const campaignRankRewards = pgTable(
  'campaign_rank_rewards',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ name: 'campaign_rank_rewards_pk', columns: [t.campaignId, t.rank] }),
    check('campaign_rank_rewards_rank_check', sql`${t.rank} >= 1`),
  ],
);

/** The members taking part. Organization denormalized so tenant scoping is one equality. */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'campaign_participants_pk', columns: [t.campaignId, t.userId] }),
    index('campaign_participants_user_id_idx').on(t.userId),
  ],
);

/** The connected locations whose reviews count for the campaign. */
export const campaignLocations = pgTable(
  'campaign_locations',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'campaign_locations_pk', columns: [t.campaignId, t.locationId] }),
    index('campaign_locations_location_id_idx').on(t.locationId),
  ],
);

/**
 * A reward won in a campaign (spec section 3: winner, distributed flag, distributed by).
 * Distributed once: `distributed_at` and `distributed_by` are set together.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    winnerId: uuid('winner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The location of the ranking, in separate mode; null in shared mode. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    rank: integer('rank'),
    description: text('description'),
    amountCents: integer('amount_cents'),
    distributedAt: timestamp('distributed_at', { withTimezone: true }),
    distributedBy: uuid('distributed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rewards_organization_id_idx').on(t.organizationId),
    index('rewards_campaign_id_idx').on(t.campaignId),
    check('rewards_distributed_check', sql`(${t.distributedAt} is null) = (${t.distributedBy} is null)`),
    // One reward per winner and ranking: a second close-out, however it got there, cannot add one.
    unique('rewards_campaign_winner_location_unique').on(t.campaignId, t.winnerId, t.locationId).nullsNotDistinct(),
  ],
);

export const rewardEntryKinds = ['pending', 'distributed', 'reversed'] as const;

/**
 * The reward ledger (issue 16): what happened to a reward, in order, never updated. `pending`
 * when the close-out creates it, `distributed` (by whom), `reversed` when undistributed; the
 * reward row holds the current state, the entries its whole history.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: rewardEntryKinds }).notNull(),
    /** Who distributed or reversed it; null for the close-out (the server) or a deleted user. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_entries_reward_id_idx').on(t.rewardId, t.createdAt),
    check('reward_entries_kind_check', sql`${t.kind} in ('pending', 'distributed', 'reversed')`),
  ],
);

/**
 * The reviews a reward was won with, as counted at close-out. No foreign key on the review: a
 * review Google removes later must leave its id here, so the reward is flagged, not changed.
 */
export const rewardReviews = pgTable(
  'reward_reviews',
  {
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'reward_reviews_pk', columns: [t.rewardId, t.reviewId] })],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type RewardRow = typeof rewards.$inferSelect;
export type RewardEntryRow = typeof rewardEntries.$inferSelect;
