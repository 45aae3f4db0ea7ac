import type { Campaign } from '@starcrew/contract';
import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type { CampaignDraft, CampaignWizardInput, SaveCampaignRequest } from './campaignWizard.types.ts';
import { campaignWizardMachine } from './campaignWizardMachine.ts';

export const basics: Partial<CampaignDraft> = {
  title: 'Spring push',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
};
export const reward: Partial<CampaignDraft> = { reward_mode: 'target', reward_description: 'A dinner for two' };
export const participants: Partial<CampaignDraft> = { location_ids: ['loc-1'], participant_ids: ['seller-1'] };

export const campaign: Campaign = {
  id: 'campaign-1',
  title: 'Winter push',
  start_date: '2026-01-01',
  end_date: '2026-01-31',
  status: 'in_progress',
  archived: false,
  reward_mode: 'per_review',
  reviews_target: 30,
  reward_rule: 'all_reaching_goal',
  winners_count: null,
  different_rewards: false,
  reward_description: null,
  rank_rewards: [],
  amount_per_review_cents: 250,
  location_mode: 'shared',
  locations: [{ id: 'loc-1', title: 'Paris' }],
  participants: [{ id: 'seller-1', first_name: 'Léa', last_name: 'Martin', full_name: 'Léa Martin', image: null }],
  created_at: '2025-12-01T00:00:00.000Z',
  updated_at: '2025-12-01T00:00:00.000Z',
};

/** A 422 of the API client: its flat field errors, by dotted key. */
export const refused = (flatFieldErrors: Record<string, string>) => ({
  message: 'The given data was invalid.',
  kind: 'validation',
  status: 422,
  flatFieldErrors,
});
export const endRefused = refused({ end_date: 'This can no longer change once the campaign has started' });
export const rankRefused = refused({ 'rank_rewards.1': 'Please enter different rewards' });
export const sellersRefused = refused({ participant_ids: 'Please select at least one seller' });
export const planLimit = {
  message: 'Your Essential plan allows up to 2 running campaigns at a time. Upgrade your plan to add more.',
  kind: 'planLimit',
  status: 403,
};
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };

export const createInput: CampaignWizardInput = { locale: 'en' };
export const editInput: CampaignWizardInput = { locale: 'en', campaign };

/** Runs the machine with a save the test settles by hand, and counts when it shows the saved campaign. */
export function startWizard(options: { input?: CampaignWizardInput; inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = createPromiseFakes();
  const effects = { shown: 0 };
  const machine = campaignWizardMachine.provide({
    actors: { saveCampaign: fakes.fake<Campaign, SaveCampaignRequest>() },
    actions: { showSaved: () => void (effects.shown += 1) },
  });
  const actor = createActor(machine, {
    input: options.input ?? createInput,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  /** Fills the steps with these values and walks to the last one. */
  const fillAll = () => {
    actor.send({ type: 'wizard.change', values: { ...basics, ...reward, ...participants } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
  };
  return { actor, effects, settle: fakes.settle, inputsOf: fakes.inputsOf, isRunning: fakes.isRunning, apply, fillAll };
}
