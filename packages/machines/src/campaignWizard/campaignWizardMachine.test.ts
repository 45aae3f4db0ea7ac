import { describe, expect, it } from 'vitest';
import { isFieldLocked, reachableSteps } from './campaignWizard.draft.ts';
import {
  basics,
  campaign,
  editInput,
  endRefused,
  failure,
  participants,
  planLimit,
  rankRefused,
  reward,
  sellersRefused,
  startWizard,
} from './campaignWizardMachine.harness.ts';

const stepOf = (value: unknown) => (value as { editing?: string }).editing ?? value;

describe('campaign wizard steps', () => {
  it('should hold the first step until its fields are filled, with spec section 5 messages', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.next' });
    expect(stepOf(actor.getSnapshot().value)).toBe('basicInformation');
    expect(actor.getSnapshot().context.errors).toEqual({
      title: 'Please enter your campaign title',
      start_date: 'Please enter your start date',
      end_date: 'Please enter your end date',
    });
    actor.send({ type: 'wizard.change', values: { title: 'Spring push' } });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('title');
    actor.send({ type: 'wizard.change', values: { ...basics, end_date: '2026-02-01' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ end_date: 'The end date must be on or after the start date' });
  });

  it('should keep what was entered going back and forth', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.change', values: basics });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', values: { reward_mode: 'per_review', amount_per_review_cents: 300 } });
    actor.send({ type: 'wizard.back' });
    expect(stepOf(actor.getSnapshot().value)).toBe('basicInformation');
    actor.send({ type: 'wizard.next' });
    expect(stepOf(actor.getSnapshot().value)).toBe('rewardObjective');
    expect(actor.getSnapshot().context.values).toMatchObject({ ...basics, amount_per_review_cents: 300 });
  });

  it('should ask the reward step for what its mode needs, and let the number of reviews be empty', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.change', values: basics });
    actor.send({ type: 'wizard.next' });
    const errorsAfterNext = (values: object) => {
      actor.send({ type: 'wizard.change', values });
      actor.send({ type: 'wizard.next' });
      return actor.getSnapshot().context.errors;
    };
    expect(errorsAfterNext({})).toEqual({ reward_mode: 'Please select a reward mode' });
    expect(errorsAfterNext({ reward_mode: 'target' })).toEqual({
      reward_description: 'Please enter a reward description',
    });
    expect(errorsAfterNext({ reviews_target: Number.NaN })).toMatchObject({
      reviews_target: 'Please enter a valid number of reviews',
    });
    expect(errorsAfterNext({ reward_mode: 'per_review', reviews_target: null })).toEqual({
      amount_per_review_cents: 'Please enter a reward amount',
    });
    expect(
      errorsAfterNext({
        reward_mode: 'target',
        reward_rule: 'top_performers',
        winners_count: 2,
        different_rewards: true,
        rank_rewards: ['Trip', 'Trip'],
      }),
    ).toEqual({ 'rank_rewards.1': 'Please enter different rewards' });
    errorsAfterNext({ rank_rewards: ['Trip', 'Dinner'] });
    expect(stepOf(actor.getSnapshot().value)).toBe('participants');
  });

  it('should ask for at least one location and one seller', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.change', values: { ...basics, ...reward } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      location_ids: 'Please select at least one location',
      participant_ids: 'Please select at least one seller',
    });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('should speak the reader’s language, and again in the new one after a switch', () => {
    const { actor } = startWizard({ input: { locale: 'fr' } });
    actor.send({ type: 'wizard.change', values: basics });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ reward_mode: 'Veuillez sélectionner un mode de récompense' });
    actor.send({ type: 'wizard.locale', locale: 'en' });
    expect(actor.getSnapshot().context.errors).toEqual({ reward_mode: 'Please select a reward mode' });
  });

  it('should let the stepper jump only to steps whose earlier steps hold', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 'participants' });
    expect(stepOf(actor.getSnapshot().value)).toBe('basicInformation');
    expect(reachableSteps(actor.getSnapshot().context)).toEqual(['basicInformation']);
    actor.send({ type: 'wizard.change', values: basics });
    expect(reachableSteps(actor.getSnapshot().context)).toEqual(['basicInformation', 'rewardObjective']);
    actor.send({ type: 'wizard.goTo', step: 'participants' });
    expect(stepOf(actor.getSnapshot().value)).toBe('basicInformation');
    actor.send({ type: 'wizard.change', values: reward });
    actor.send({ type: 'wizard.goTo', step: 'participants' });
    expect(stepOf(actor.getSnapshot().value)).toBe('participants');
  });

  it('should send back to the earlier step a change broke before saving', () => {
    const { actor, fillAll } = startWizard();
    fillAll();
    actor.send({ type: 'wizard.change', values: { title: '' } });
    actor.send({ type: 'wizard.submit' });
    expect(stepOf(actor.getSnapshot().value)).toBe('basicInformation');
    expect(actor.getSnapshot().context.errors).toEqual({ title: 'Please enter your campaign title' });
  });
});

describe('campaign wizard save', () => {
  it('should save only what the chosen mode uses, pending until the server answers', async () => {
    const { actor, effects, fillAll, inputsOf, settle } = startWizard();
    actor.send({ type: 'wizard.change', values: { amount_per_review_cents: 500, rank_rewards: ['unused'] } });
    fillAll();
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inputsOf('saveCampaign')).toEqual([
      {
        campaignId: null,
        values: expect.objectContaining({
          ...basics,
          ...reward,
          ...participants,
          amount_per_review_cents: null,
          rank_rewards: [],
          winners_count: null,
        }),
      },
    ]);
    await settle('saveCampaign', 'done', campaign);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(campaign);
    expect(effects.shown).toBe(1);
  });

  it.each([
    ['basicInformation', endRefused, { end_date: endRefused.flatFieldErrors.end_date }],
    ['rewardObjective', rankRefused, { 'rank_rewards.1': 'Please enter different rewards' }],
    ['participants', sellersRefused, { participant_ids: 'Please select at least one seller' }],
  ])('should go back to %s with the server’s message for its field', async (step, error, errors) => {
    const { actor, fillAll, settle } = startWizard();
    fillAll();
    actor.send({ type: 'wizard.submit' });
    await settle('saveCampaign', 'error', error);
    expect(stepOf(actor.getSnapshot().value)).toBe(step);
    expect(actor.getSnapshot().context.errors).toEqual(errors);
  });

  it('should show a failure that is not about a field, and retry or go back to the form', async () => {
    const { actor, fillAll, settle, isRunning } = startWizard();
    fillAll();
    actor.send({ type: 'wizard.submit' });
    await settle('saveCampaign', 'error', planLimit);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(planLimit);
    actor.send({ type: 'wizard.retry' });
    expect(isRunning('saveCampaign')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle('saveCampaign', 'error', failure);
    actor.send({ type: 'wizard.dismiss' });
    expect(stepOf(actor.getSnapshot().value)).toBe('participants');
    expect(actor.getSnapshot().context.values.title).toBe(basics.title);
  });

  it('should edit again when a field changes or the person goes back after a failure', async () => {
    const { actor, fillAll, settle } = startWizard();
    fillAll();
    actor.send({ type: 'wizard.submit' });
    await settle('saveCampaign', 'error', planLimit);
    actor.send({ type: 'wizard.change', values: { participant_ids: ['seller-2'] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'participants' });
    expect(actor.getSnapshot().context.values.participant_ids).toEqual(['seller-2']);
    actor.send({ type: 'wizard.submit' });
    await settle('saveCampaign', 'error', planLimit);
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'rewardObjective' });
  });
});

describe('campaign wizard edit', () => {
  it('should open an existing campaign with its values and update it', async () => {
    const { actor, inputsOf, settle } = startWizard({ input: editInput });
    const { context } = actor.getSnapshot();
    expect(context.values).toMatchObject({
      title: campaign.title,
      reward_mode: 'per_review',
      amount_per_review_cents: 250,
      location_ids: ['loc-1'],
      participant_ids: ['seller-1'],
    });
    actor.send({ type: 'wizard.goTo', step: 'participants' });
    actor.send({ type: 'wizard.submit' });
    expect(inputsOf('saveCampaign')).toEqual([expect.objectContaining({ campaignId: 'campaign-1' })]);
    await settle('saveCampaign', 'done', campaign);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('should keep the start and the reward objective of a started campaign, and change the rest', () => {
    const { actor } = startWizard({ input: editInput });
    actor.send({
      type: 'wizard.change',
      values: {
        title: 'Winter push, extended',
        end_date: '2026-02-15',
        start_date: '2026-01-10',
        reward_mode: 'target',
      },
    });
    const { context } = actor.getSnapshot();
    expect(context.values).toMatchObject({
      title: 'Winter push, extended',
      end_date: '2026-02-15',
      start_date: '2026-01-01',
      reward_mode: 'per_review',
    });
    expect(isFieldLocked(context, 'amount_per_review_cents')).toBe(true);
    expect(isFieldLocked(context, 'participant_ids')).toBe(false);
  });

  it('should lock nothing of an upcoming campaign', () => {
    const { actor } = startWizard({ input: { locale: 'en', campaign: { ...campaign, status: 'upcoming' } } });
    actor.send({ type: 'wizard.change', values: { reward_mode: 'target' } });
    expect(actor.getSnapshot().context.values.reward_mode).toBe('target');
  });
});
