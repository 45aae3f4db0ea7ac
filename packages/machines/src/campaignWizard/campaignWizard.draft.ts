import {
  campaignRequestOf,
  campaignRequestSchema,
  campaignSteps,
  campaignStepOf,
  campaignStepSchemas,
  fieldErrors,
  hasRankRewards,
  type Campaign,
  type CampaignField,
  type CampaignRequest,
  type CampaignStep,
  type Locale,
} from '@starcrew/contract';
import type { CampaignDraft } from './campaignWizard.types.ts';

/** A new campaign's form: one winner when the rule becomes top performers, a shared ranking. */
export const emptyDraft: CampaignDraft = {
  title: '',
  start_date: '',
  end_date: '',
  reward_mode: null,
  reviews_target: null,
  reward_rule: 'all_reaching_goal',
  winners_count: 1,
  different_rewards: false,
  reward_description: '',
  rank_rewards: [],
  amount_per_review_cents: null,
  location_mode: 'shared',
  location_ids: [],
  participant_ids: [],
};

/** An existing campaign's form: its values, and the empty ones where its mode has none. */
export function draftOf(campaign: Campaign): CampaignDraft {
  const request = campaignRequestOf(campaign);
  return {
    ...emptyDraft,
    ...request,
    reward_mode: request.reward_mode,
    reviews_target: request.reviews_target ?? null,
    winners_count: request.winners_count ?? 1,
    different_rewards: request.different_rewards ?? false,
    reward_description: request.reward_description ?? '',
    rank_rewards: request.rank_rewards ?? [],
    amount_per_review_cents: request.amount_per_review_cents ?? null,
  };
}

/**
 * What is sent: only the fields the chosen mode and rule use (a per-review amount typed then
 * left for the target mode is not), the rank rewards cut to the winners.
 */
export function requestOf(draft: CampaignDraft): CampaignRequest {
  const rankRewards = hasRankRewards(draft);
  const topPerformers = draft.reward_rule === 'top_performers';
  const target = draft.reward_mode === 'target';
  return {
    title: draft.title,
    start_date: draft.start_date,
    end_date: draft.end_date,
    // The schema says "Please select a reward mode" for a missing one.
    reward_mode: draft.reward_mode as CampaignRequest['reward_mode'],
    reviews_target: draft.reviews_target,
    reward_rule: draft.reward_rule,
    winners_count: topPerformers ? draft.winners_count : null,
    different_rewards: rankRewards,
    reward_description: target && !rankRewards ? draft.reward_description : null,
    rank_rewards: rankRewards ? draft.rank_rewards.slice(0, rankWinners(draft)) : [],
    amount_per_review_cents: draft.reward_mode === 'per_review' ? draft.amount_per_review_cents : null,
    location_mode: draft.location_mode,
    location_ids: [...draft.location_ids],
    participant_ids: [...draft.participant_ids],
  };
}

/** How many rank rewards the form shows: one per winner (at least one). */
export function rankWinners(draft: Pick<CampaignDraft, 'winners_count'>): number {
  const count = draft.winners_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : 1;
}

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, messages]) => (messages[0] ? [[key, messages[0]]] : [])));

/** A step's messages in the reader's language (spec section 5), by dotted key; empty when it holds. */
export function stepErrors(step: CampaignStep, draft: CampaignDraft, locale: Locale): Record<string, string> {
  const result = campaignStepSchemas[step].safeParse(requestOf(draft));
  return result.success ? {} : firstMessages(fieldErrors(result.error, locale));
}

/** Every step's messages, as the server would say them. */
export function allErrors(draft: CampaignDraft, locale: Locale): Record<string, string> {
  const result = campaignRequestSchema.safeParse(requestOf(draft));
  return result.success ? {} : firstMessages(fieldErrors(result.error, locale));
}

/** The earliest step owning one of these keys; undefined when none belongs to a step. */
export function firstStepWith(errors: Readonly<Record<string, string>>): CampaignStep | undefined {
  const steps = new Set(Object.keys(errors).map(campaignStepOf));
  return campaignSteps.find((step) => steps.has(step));
}

/** The changes minus the locked fields. */
export function unlockedChanges(
  changes: Partial<CampaignDraft>,
  locked: readonly CampaignField[],
): Partial<CampaignDraft> {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => !(locked as readonly string[]).includes(field)),
  ) as Partial<CampaignDraft>;
}

/** The reward fields that change which others the step asks for. */
const rewardSwitches: readonly string[] = ['reward_mode', 'reward_rule', 'different_rewards', 'winners_count'];

/**
 * The errors left once these fields changed: a field's message (and its items') goes with its
 * change; a change of what the reward step asks for clears that step's messages, which may no
 * longer apply (the next "Next" judges it again).
 */
export function errorsWithout(
  errors: Readonly<Record<string, string>>,
  changed: Partial<CampaignDraft>,
): Record<string, string> {
  const fields = Object.keys(changed);
  const switched = fields.some((field) => rewardSwitches.includes(field));
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      const field = key.split('.')[0] ?? '';
      return !fields.includes(field) && !(switched && campaignStepOf(key) === 'rewardObjective');
    }),
  );
}

/** Whether the field can still change (the screen disables it otherwise). */
export function isFieldLocked(context: { locked: readonly CampaignField[] }, field: CampaignField): boolean {
  return context.locked.includes(field);
}

/** The steps the stepper may open: each whose earlier steps hold. */
export function reachableSteps(context: { values: CampaignDraft; locale: Locale }): CampaignStep[] {
  const reachable: CampaignStep[] = [];
  for (const step of campaignSteps) {
    reachable.push(step);
    if (Object.keys(stepErrors(step, context.values, context.locale)).length > 0) break;
  }
  return reachable;
}
