import { z } from './zod.ts';
import {
  campaignLocationModes,
  campaignMessageIds,
  campaignRewardModes,
  campaignRewardRules,
  invalid,
  type Campaign,
  type CampaignStatus,
} from './campaigns.ts';
import { describe, requiredString, stringField } from './fields.ts';
import { locationIdsField } from './sellers.ts';

/**
 * What a campaign may be (spec sections 3 and 5; issue 16). The wizard and the server judge a
 * campaign with the same schemas: each of the wizard's three steps has its own, and the request
 * is the three together.
 */

/** Bounds the specification leaves open ("numeric bounds: not shown"), chosen here. */
export const CAMPAIGN_LIMITS = {
  title: 100,
  reward: 200,
  reviewsTarget: 100_000,
  winners: 20,
  /** 10 000 € per review, in cents. */
  amountCents: 1_000_000,
  participants: 500,
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 April). */
export function isCalendarDay(text: string): boolean {
  if (!isoDay.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dayField = (field: string) =>
  requiredString(field).check(z.refine(isCalendarDay, { abort: true, error: invalid(field) }));

/** A reward text: free, trimmed, up to 200 characters; empty counts as missing. */
const rewardText = (field: string) =>
  stringField(field).check(
    z.trim(),
    z.maxLength(CAMPAIGN_LIMITS.reward, { error: describe('validation.max', { field: `field.${field}`, max: 200 }) }),
  );

// The three steps' fields. Conditional rules (what the reward mode requires) are checks over the
// whole step, below, so one shape serves the step alone and the request as a whole.

const basicInformationShape = {
  title: requiredString('campaignTitle').check(
    z.maxLength(CAMPAIGN_LIMITS.title, {
      error: describe('validation.max', { field: 'field.campaignTitle', max: CAMPAIGN_LIMITS.title }),
    }),
  ),
  start_date: dayField('startDate'),
  end_date: dayField('endDate'),
};

const reviewsInvalid = describe(campaignMessageIds.reviewsInvalid);
const amountRequired = describe(campaignMessageIds.amountRequired);

const rewardObjectiveShape = {
  reward_mode: z.enum(campaignRewardModes, { error: describe(campaignMessageIds.rewardModeRequired) }),
  /** Number of reviews to collect: may be left empty (spec section 5); then there is no goal to reach. */
  reviews_target: z.optional(
    z.nullable(
      z
        .number({ error: reviewsInvalid })
        .check(
          z.int({ error: reviewsInvalid }),
          z.gte(1, { error: reviewsInvalid }),
          z.lte(CAMPAIGN_LIMITS.reviewsTarget, { error: reviewsInvalid }),
        ),
    ),
  ),
  reward_rule: z.enum(campaignRewardRules, { error: invalid('rewardRule') }),
  /** How many ranks win, for the top-performers rule (1: only the first). */
  winners_count: z.optional(
    z.nullable(
      z
        .number({ error: invalid('winners') })
        .check(z.int({ error: invalid('winners') }))
        .check(z.gte(1, { error: invalid('winners') }))
        .check(z.lte(CAMPAIGN_LIMITS.winners, { error: invalid('winners') })),
    ),
  ),
  /** "Different rewards per winner rank": target mode with the top-performers rule only. */
  different_rewards: z.optional(z.boolean({ error: invalid('differentRewards') })),
  /** What the winners get, in target mode with one reward for all. */
  reward_description: z.optional(z.nullable(rewardText('rewardDescription'))),
  /** One text per winning rank, rank 1 first, when the rewards differ by rank. */
  rank_rewards: z.optional(
    z
      .array(rewardText('rankReward'), { error: describe(campaignMessageIds.rankRewardsRequired) })
      .check(z.maxLength(CAMPAIGN_LIMITS.winners, { error: describe(campaignMessageIds.rankRewardsRequired) })),
  ),
  /** Per-review mode: what each collected review earns, in cents (EUR). */
  amount_per_review_cents: z.optional(
    z.nullable(
      z
        .number({ error: amountRequired })
        .check(
          z.int({ error: amountRequired }),
          z.gte(1, { error: amountRequired }),
          z.lte(CAMPAIGN_LIMITS.amountCents, { error: invalid('amount') }),
        ),
    ),
  ),
};

const participantsShape = {
  location_mode: z.enum(campaignLocationModes, { error: invalid('locationMode') }),
  location_ids: locationIdsField(),
  participant_ids: z
    .array(requiredString('seller'), { error: describe(campaignMessageIds.sellersRequired) })
    .check(z.minLength(1, { error: describe(campaignMessageIds.sellersRequired) }))
    .check(z.maxLength(CAMPAIGN_LIMITS.participants, { error: invalid('seller') })),
};

/**
 * The cross-field checks run even when a field of the step failed (`when`), so a form shows every
 * message at once. They therefore read the values as the client sent them, whatever their type.
 */
type Loose = Record<string, unknown>;
type Issue = (path: (string | number)[], message: string) => void;
const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

function checkPeriod(value: Loose, issue: Issue) {
  const { start_date: start, end_date: end } = value;
  if (typeof start !== 'string' || typeof end !== 'string' || !isCalendarDay(start) || !isCalendarDay(end)) return;
  if (end < start) issue(['end_date'], describe(campaignMessageIds.endBeforeStart));
}

/** Whether the rewards differ by rank: target mode, top performers, and the option on. */
export function hasRankRewards(value: {
  reward_mode?: unknown;
  reward_rule?: unknown;
  different_rewards?: unknown;
}): boolean {
  return value.reward_mode === 'target' && value.reward_rule === 'top_performers' && value.different_rewards === true;
}

const isPresentText = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** What each reward mode and rule requires beside it (spec section 5's messages). */
function checkReward(value: Loose, issue: Issue) {
  if (value.reward_rule === 'top_performers' && value.winners_count == null)
    issue(['winners_count'], invalid('winners'));
  if (value.reward_mode === 'per_review') {
    if (value.amount_per_review_cents == null) issue(['amount_per_review_cents'], amountRequired);
    return;
  }
  // Without a mode the step says only "Please select a reward mode".
  if (value.reward_mode !== 'target') return;
  if (!hasRankRewards(value)) {
    if (!isPresentText(value.reward_description)) {
      issue(['reward_description'], describe(campaignMessageIds.rewardDescriptionRequired));
    }
    return;
  }
  const different = describe(campaignMessageIds.rankRewardsRequired);
  const texts = Array.isArray(value.rank_rewards) ? (value.rank_rewards as unknown[]) : [];
  const winners = typeof value.winners_count === 'number' && value.winners_count >= 1 ? value.winners_count : 1;
  const ranks = Math.min(winners, CAMPAIGN_LIMITS.winners);
  if (texts.length === 0) {
    issue(['rank_rewards'], different);
    return;
  }
  const seen = new Set<string>();
  // One text per winning rank, filled and unlike the ranks above it; none beyond the winners.
  for (let rank = 0; rank < Math.max(ranks, texts.length); rank += 1) {
    const text = texts[rank];
    const key = typeof text === 'string' ? text.trim().toLowerCase() : '';
    if (rank >= ranks || !isPresentText(text) || seen.has(key)) issue(['rank_rewards', rank], different);
    seen.add(key);
  }
}

/** Wizard step 1, Basic Information: title and period. */
export const campaignBasicInformationSchema = z
  .object(basicInformationShape)
  .check(z.superRefine((value, ctx) => checkPeriod(value, issuesOf(ctx)), whenObject));
/** Wizard step 2, Reward Objective: mode, goal, rule and rewards. */
export const campaignRewardObjectiveSchema = z
  .object(rewardObjectiveShape)
  .check(z.superRefine((value, ctx) => checkReward(value, issuesOf(ctx)), whenObject));
/** Wizard step 3, Participants: locations, shared or separate ranking, sellers. */
export const campaignParticipantsSchema = z.object(participantsShape);

/**
 * `POST /v1/manager/campaigns` and `PUT /v1/manager/campaigns/{id}`: the three steps together.
 * An update sends the whole campaign; a field of `lockedCampaignFields` that differs from the
 * stored one is a 422 on that field once the campaign has started.
 */
export const campaignRequestSchema = z
  .object({ ...basicInformationShape, ...rewardObjectiveShape, ...participantsShape })
  .check(
    z.superRefine((value, ctx) => {
      checkPeriod(value, issuesOf(ctx));
      checkReward(value, issuesOf(ctx));
    }, whenObject),
  );
export type CampaignRequest = z.input<typeof campaignRequestSchema>;
export type CampaignValues = z.output<typeof campaignRequestSchema>;

/** The wizard's steps, in order (spec section 2). */
export const campaignSteps = ['basicInformation', 'rewardObjective', 'participants'] as const;
export type CampaignStep = (typeof campaignSteps)[number];

/** Which step owns each request field: a 422 on a field sends the wizard back to its step. */
export const campaignStepFields = {
  basicInformation: Object.keys(basicInformationShape) as (keyof typeof basicInformationShape)[],
  rewardObjective: Object.keys(rewardObjectiveShape) as (keyof typeof rewardObjectiveShape)[],
  participants: Object.keys(participantsShape) as (keyof typeof participantsShape)[],
} satisfies Record<CampaignStep, string[]>;
export type CampaignField = (typeof campaignStepFields)[CampaignStep][number];

/** Each step's schema, by step. */
export const campaignStepSchemas = {
  basicInformation: campaignBasicInformationSchema,
  rewardObjective: campaignRewardObjectiveSchema,
  participants: campaignParticipantsSchema,
} as const;

/** The step owning a 422 key (`rank_rewards.1` → rewardObjective); undefined for a key of no step. */
export function campaignStepOf(key: string): CampaignStep | undefined {
  const field = key.split('.')[0];
  return campaignSteps.find((step) => (campaignStepFields[step] as string[]).includes(field ?? ''));
}

/**
 * What may no longer change once a campaign has started (packages/machines DECISIONS.md): the
 * start date and the whole reward objective are the rules the participants play by, and the
 * ranking mode decides what their numbers mean. The title, the end date, the locations and the
 * sellers may still change. A completed campaign changes no more: its rewards exist.
 */
export function lockedCampaignFields(status: CampaignStatus): readonly CampaignField[] {
  if (status === 'upcoming') return [];
  if (status === 'completed') return Object.values(campaignStepFields).flat();
  return ['start_date', ...campaignStepFields.rewardObjective, 'location_mode'];
}

/** The form values of an existing campaign: what the wizard opens an edit with. */
export function campaignRequestOf(campaign: Campaign): CampaignRequest {
  return {
    title: campaign.title,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    reward_mode: campaign.reward_mode,
    reviews_target: campaign.reviews_target,
    reward_rule: campaign.reward_rule,
    winners_count: campaign.winners_count,
    different_rewards: campaign.different_rewards,
    reward_description: campaign.reward_description,
    rank_rewards: campaign.rank_rewards.map((reward) => reward.description),
    amount_per_review_cents: campaign.amount_per_review_cents,
    location_mode: campaign.location_mode,
    location_ids: campaign.locations.map((location) => location.id),
    participant_ids: campaign.participants.map((participant) => participant.id),
  };
}
