import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
import type { CampaignWizardInput } from './campaignWizard.types.ts';
import {
  basics,
  campaign,
  createInput,
  editInput,
  endRefused,
  failure,
  participants,
  rankRefused,
  reward,
  sellersRefused,
  startWizard,
} from './campaignWizardMachine.harness.ts';
import { campaignWizardMachine } from './campaignWizardMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = campaignWizardMachine.provide({ actions: { showSaved: () => {} } });

// Every event the machine handles, each step's fields filled then emptied again, and each kind
// of refusal: `events` replaces the defaults.
const events: GraphEvent[] = [
  { type: 'wizard.change', values: basics },
  { type: 'wizard.change', values: { title: '' } },
  { type: 'wizard.change', values: reward },
  { type: 'wizard.change', values: { reward_mode: null } },
  { type: 'wizard.change', values: participants },
  { type: 'wizard.change', values: { participant_ids: [] } },
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  { type: 'wizard.goTo', step: 'basicInformation' },
  { type: 'wizard.goTo', step: 'rewardObjective' },
  { type: 'wizard.goTo', step: 'participants' },
  { type: 'wizard.submit' },
  { type: 'wizard.locale', locale: 'fr' },
  { type: 'xstate.done.actor.saveCampaign', output: campaign },
  { type: 'xstate.error.actor.saveCampaign', error: endRefused },
  { type: 'xstate.error.actor.saveCampaign', error: rankRefused },
  { type: 'xstate.error.actor.saveCampaign', error: sellersRefused },
  { type: 'xstate.error.actor.saveCampaign', error: failure },
  { type: 'wizard.retry' },
  { type: 'wizard.dismiss' },
];

// Both ways in: a new campaign, and one already started (its reward objective locked).
const starts: Array<{ name: string; input: CampaignWizardInput }> = [
  { name: 'create', input: createInput },
  { name: 'edit', input: editInput },
];

describeGraphCoverage('campaignWizardMachine paths', { model, events, starts, start: startWizard });
