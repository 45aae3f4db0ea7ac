import { describe, expect, it } from 'vitest';
import type { z } from './zod.ts';
import {
  campaignBasicInformationSchema,
  campaignParticipantsSchema,
  campaignRequestOf,
  campaignRequestSchema,
  campaignRewardObjectiveSchema,
  campaignStepOf,
  fieldErrors,
  lockedCampaignFields,
  type Campaign,
  type CampaignRequest,
} from './index.ts';

const valid: CampaignRequest = {
  title: 'Spring push',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  reward_mode: 'target',
  reviews_target: 20,
  reward_rule: 'all_reaching_goal',
  reward_description: 'A dinner for two',
  location_mode: 'shared',
  location_ids: ['loc-1'],
  participant_ids: ['seller-1'],
};

function errorsOf(schema: z.ZodType, input: unknown, locale: 'en' | 'fr' = 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to fail');
  return fieldErrors(result.error, locale);
}

describe('campaign request', () => {
  it('should accept a target campaign without a number of reviews (the spec lets it be empty)', () => {
    expect(campaignRequestSchema.safeParse(valid).success).toBe(true);
    expect(campaignRequestSchema.safeParse({ ...valid, reviews_target: null }).success).toBe(true);
    expect(campaignRequestSchema.safeParse({ ...valid, reviews_target: undefined }).success).toBe(true);
  });

  it('should say every step’s messages at once, in the words of spec section 5', () => {
    expect(
      errorsOf(campaignRequestSchema, {
        title: '',
        start_date: '2026-03-10',
        end_date: '2026-03-01',
        reward_mode: 'target',
        reviews_target: 0,
        reward_rule: 'all_reaching_goal',
        reward_description: '  ',
        location_mode: 'shared',
        location_ids: [],
        participant_ids: [],
      }),
    ).toEqual({
      title: ['Please enter your campaign title'],
      end_date: ['The end date must be on or after the start date'],
      reviews_target: ['Please enter a valid number of reviews'],
      reward_description: ['Please enter a reward description'],
      location_ids: ['Please select at least one location'],
      participant_ids: ['Please select at least one seller'],
    });
  });

  it('should speak French to a French reader', () => {
    expect(
      errorsOf(campaignRewardObjectiveSchema, { reward_mode: null, reward_rule: 'all_reaching_goal' }, 'fr'),
    ).toEqual({ reward_mode: ['Veuillez sélectionner un mode de récompense'] });
  });

  it('should ask only for the reward mode when none is selected', () => {
    expect(errorsOf(campaignRewardObjectiveSchema, { reward_rule: 'all_reaching_goal' })).toEqual({
      reward_mode: ['Please select a reward mode'],
    });
  });

  it('should refuse a number of reviews that is not a whole positive number', () => {
    for (const reviews_target of [Number.NaN, 2.5, -1, '12']) {
      expect(errorsOf(campaignRewardObjectiveSchema, { ...valid, reviews_target })).toEqual({
        reviews_target: ['Please enter a valid number of reviews'],
      });
    }
  });

  it('should ask for an amount in the per-review mode, and no description', () => {
    const perReview = { ...valid, reward_mode: 'per_review', reward_description: null };
    expect(errorsOf(campaignRewardObjectiveSchema, perReview)).toEqual({
      amount_per_review_cents: ['Please enter a reward amount'],
    });
    expect(errorsOf(campaignRewardObjectiveSchema, { ...perReview, amount_per_review_cents: 0 })).toEqual({
      amount_per_review_cents: ['Please enter a reward amount'],
    });
    expect(campaignRewardObjectiveSchema.safeParse({ ...perReview, amount_per_review_cents: 250 }).success).toBe(true);
  });

  it('should ask for one different reward per winning rank when the rewards differ by rank', () => {
    const top = { ...valid, reward_rule: 'top_performers', winners_count: 3, different_rewards: true };
    expect(errorsOf(campaignRewardObjectiveSchema, { ...top, rank_rewards: [] })).toEqual({
      rank_rewards: ['Please enter different rewards'],
    });
    expect(errorsOf(campaignRewardObjectiveSchema, { ...top, rank_rewards: ['Trip', ' trip ', ''] })).toEqual({
      'rank_rewards.1': ['Please enter different rewards'],
      'rank_rewards.2': ['Please enter different rewards'],
    });
    expect(
      errorsOf(campaignRewardObjectiveSchema, { ...top, rank_rewards: ['Trip', 'Dinner', 'Book', 'Pen'] }),
    ).toEqual({
      'rank_rewards.3': ['Please enter different rewards'],
    });
    const ok = { ...top, reward_description: null, rank_rewards: ['Trip', 'Dinner', 'Book'] };
    expect(campaignRewardObjectiveSchema.safeParse(ok).success).toBe(true);
  });

  it('should ask how many win for the top-performers rule', () => {
    expect(errorsOf(campaignRewardObjectiveSchema, { ...valid, reward_rule: 'top_performers' })).toEqual({
      winners_count: ['Please fill out the number of winners correctly'],
    });
  });

  it('should refuse a day that does not exist', () => {
    expect(errorsOf(campaignBasicInformationSchema, { ...valid, start_date: '2026-04-31' })).toEqual({
      start_date: ['Please fill out the start date correctly'],
    });
  });

  it('should judge each step on its own fields only', () => {
    expect(campaignBasicInformationSchema.safeParse({ ...valid, reward_mode: null }).success).toBe(true);
    expect(errorsOf(campaignParticipantsSchema, { location_mode: 'shared', location_ids: ['l'] })).toEqual({
      participant_ids: ['Please select at least one seller'],
    });
  });

  it('should not throw on a body that is not an object', () => {
    expect(errorsOf(campaignRequestSchema, 'nope')).toEqual({ form: ['Please fill out the form correctly'] });
  });
});

describe('campaign steps and edits', () => {
  it('should name the step owning each 422 key', () => {
    expect(campaignStepOf('end_date')).toBe('basicInformation');
    expect(campaignStepOf('rank_rewards.2')).toBe('rewardObjective');
    expect(campaignStepOf('participant_ids.0')).toBe('participants');
    expect(campaignStepOf('form')).toBeUndefined();
  });

  it('should lock the start and the rules once started, and everything once completed', () => {
    expect(lockedCampaignFields('upcoming')).toEqual([]);
    expect(lockedCampaignFields('in_progress')).toEqual(expect.arrayContaining(['start_date', 'reward_mode']));
    expect(lockedCampaignFields('in_progress')).not.toContain('end_date');
    expect(lockedCampaignFields('in_progress')).not.toContain('participant_ids');
    expect(lockedCampaignFields('completed')).toContain('title');
  });

  it('should open an existing campaign with the values it was created with', () => {
    const campaign: Campaign = {
      id: 'c-1',
      title: 'Top three',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      status: 'upcoming',
      archived: false,
      reward_mode: 'target',
      reviews_target: null,
      reward_rule: 'top_performers',
      winners_count: 2,
      different_rewards: true,
      reward_description: null,
      rank_rewards: [
        { rank: 1, description: 'Trip' },
        { rank: 2, description: 'Dinner' },
      ],
      amount_per_review_cents: null,
      location_mode: 'separate',
      locations: [{ id: 'loc-1', title: 'Paris' }],
      participants: [{ id: 's-1', first_name: 'A', last_name: 'B', full_name: 'A B', image: null }],
      created_at: '2026-02-01T00:00:00Z',
      updated_at: '2026-02-01T00:00:00Z',
    };
    const request = campaignRequestOf(campaign);
    expect(request).toMatchObject({
      rank_rewards: ['Trip', 'Dinner'],
      location_ids: ['loc-1'],
      participant_ids: ['s-1'],
    });
    expect(campaignRequestSchema.safeParse(request).success).toBe(true);
  });
});
