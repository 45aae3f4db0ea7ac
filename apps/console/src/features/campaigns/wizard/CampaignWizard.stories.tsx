import type { Campaign } from '@starcrew/contract';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampaignWizard } from './CampaignWizard.tsx';

const locations = [
  { id: 'loc-paris', name: 'Maison Dorée – Paris Oberkampf' },
  { id: 'loc-lyon', name: 'Maison Dorée – Lyon Croix-Rousse' },
];
const sellers = [
  { id: 'seller-lea', name: 'Léa Martin' },
  { id: 'seller-hugo', name: 'Hugo Bernard' },
  { id: 'seller-ines', name: 'Inès Moreau' },
];
const basics = { title: 'Spring review push', start_date: '2026-03-02', end_date: '2026-03-29' };
const reward = { reward_mode: 'target' as const, reviews_target: 20, reward_description: 'A dinner for two' };

const started: Campaign = {
  id: 'campaign-1',
  title: 'Winter push',
  start_date: '2026-01-05',
  end_date: '2026-01-31',
  status: 'in_progress',
  archived: false,
  reward_mode: 'target',
  reviews_target: 30,
  reward_rule: 'top_performers',
  winners_count: 3,
  different_rewards: true,
  reward_description: null,
  rank_rewards: [
    { rank: 1, description: 'A weekend in Annecy' },
    { rank: 2, description: 'A dinner for two' },
    { rank: 3, description: 'Cinema tickets' },
  ],
  amount_per_review_cents: null,
  location_mode: 'separate',
  locations: [{ id: 'loc-paris', title: 'Maison Dorée – Paris Oberkampf' }],
  participants: [{ id: 'seller-lea', first_name: 'Léa', last_name: 'Martin', full_name: 'Léa Martin', image: null }],
  created_at: '2025-12-20T09:00:00.000Z',
  updated_at: '2025-12-20T09:00:00.000Z',
};

/** The three steps of spec section 2, driven by `campaignWizardMachine`; the save is the caller's. */
const meta = {
  title: 'Console/Campaigns/Wizard',
  component: CampaignWizard,
  args: {
    locations,
    sellers,
    saveCampaign: fn(async () => started),
    onSaved: fn(),
    onCancel: fn(),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof CampaignWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const next = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: /^(Next|Suivant)$/ }));

/** Step 1, empty. */
export const BasicInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Campaign title/ })).toHaveValue('');
  },
};

/** Step 1 after "Next" with nothing filled: spec section 5's messages. */
export const BasicInformationError: Story = {
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await expect(within(canvasElement).getByText('Please enter your campaign title')).toBeVisible();
  },
};
export const BasicInformationErrorMobile: Story = { ...mobileStory, play: BasicInformationError.play };
export const BasicInformationErrorFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await expect(within(canvasElement).getByText('Veuillez saisir votre titre de campagne')).toBeVisible();
  },
};

/** Step 2, its first step filled. */
export const RewardObjective: Story = {
  args: { defaults: basics, initialStep: 'rewardObjective' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Reward Objective' }),
    ).toBeVisible();
  },
};

/** Step 2 after "Next" without a mode, then with the target mode and no reward. */
export const RewardObjectiveError: Story = {
  args: { defaults: basics, initialStep: 'rewardObjective' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvasElement);
    await expect(canvas.getByText('Please select a reward mode')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Target to reach/ }));
    await next(canvasElement);
    await expect(canvas.getByText('Please enter a reward description')).toBeVisible();
  },
};
export const RewardObjectiveErrorMobile: Story = {
  ...mobileStory,
  args: RewardObjectiveError.args,
  play: RewardObjectiveError.play,
};
export const RewardObjectiveErrorFrench: Story = {
  globals: { locale: 'fr' },
  args: { defaults: basics, initialStep: 'rewardObjective' },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await expect(within(canvasElement).getByText('Veuillez sélectionner un mode de récompense')).toBeVisible();
  },
};

/** Top performers with a reward per rank: the same reward twice is refused. */
export const RankRewardsError: Story = {
  args: {
    defaults: {
      ...basics,
      ...reward,
      reward_rule: 'top_performers',
      winners_count: 2,
      different_rewards: true,
      rank_rewards: ['A dinner for two', 'A dinner for two'],
    },
    initialStep: 'rewardObjective',
  },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await expect(within(canvasElement).getByText('Please enter different rewards')).toBeVisible();
  },
};

/** Amount per review: the amount in euros. */
export const PerReview: Story = {
  args: {
    defaults: { ...basics, reward_mode: 'per_review', amount_per_review_cents: 250 },
    initialStep: 'rewardObjective',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Amount per review/ })).toHaveValue('€2.50');
  },
};

/** Step 3, the first two filled. */
export const Participants: Story = {
  args: { defaults: { ...basics, ...reward }, initialStep: 'participants' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Participants' })).toBeVisible();
  },
};

/** Step 3 submitted with no location and no seller. */
export const ParticipantsError: Story = {
  args: { defaults: { ...basics, ...reward }, initialStep: 'participants' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create the campaign' }));
    await expect(canvas.getByText('Please select at least one location')).toBeVisible();
    await expect(canvas.getByText('Please select at least one seller')).toBeVisible();
    await expect(args.saveCampaign).not.toHaveBeenCalled();
  },
};
export const ParticipantsErrorMobile: Story = {
  ...mobileStory,
  args: ParticipantsError.args,
  play: ParticipantsError.play,
};
export const ParticipantsErrorFrench: Story = {
  globals: { locale: 'fr' },
  args: { defaults: { ...basics, ...reward }, initialStep: 'participants' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer la campagne' }));
    await expect(canvas.getByText('Veuillez sélectionner au moins un vendeur')).toBeVisible();
  },
};

const ready = { ...basics, ...reward, location_ids: ['loc-paris'], participant_ids: ['seller-lea', 'seller-hugo'] };

/** The server refuses a field of step 1 (422): the wizard goes back there with its message. */
export const ServerFieldError: Story = {
  args: {
    defaults: ready,
    initialStep: 'participants',
    saveCampaign: fn(async () => {
      throw {
        message: 'The given data was invalid.',
        kind: 'validation',
        status: 422,
        flatFieldErrors: { end_date: 'The end date must be on or after the start date' },
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create the campaign' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByText('The end date must be on or after the start date')).toBeVisible();
  },
};

/** A failure not about a field (the plan's limit): its message, and "Try again". */
export const SubmitFailed: Story = {
  args: {
    defaults: ready,
    initialStep: 'participants',
    saveCampaign: fn(async () => {
      throw {
        message: 'Your Essential plan allows up to 2 running campaigns at a time. Upgrade your plan to add more.',
        kind: 'planLimit',
        status: 403,
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create the campaign' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/up to 2 running campaigns/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const SubmitFailedMobile: Story = { ...mobileStory, args: SubmitFailed.args, play: SubmitFailed.play };

/** Saved: the caller is told with the campaign. */
export const Saved: Story = {
  tags: ['skip-visual'],
  args: { defaults: ready, initialStep: 'participants' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create the campaign' }));
    await expect(args.onSaved).toHaveBeenCalledWith(started);
    await expect(args.saveCampaign).toHaveBeenCalledWith({
      campaignId: null,
      values: expect.objectContaining({ title: basics.title, participant_ids: ['seller-lea', 'seller-hugo'] }),
    });
  },
};

/** A started campaign opens with its values; its start and reward objective are locked. */
export const EditStarted: Story = {
  args: { campaign: started, initialStep: 'rewardObjective' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit the campaign' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Reward for rank 1/ })).toHaveValue('A weekend in Annecy');
    await expect(canvas.getByRole('textbox', { name: /Reward for rank 1/ })).toBeDisabled();
  },
};
export const EditStartedFrench: Story = { globals: { locale: 'fr' }, args: EditStarted.args };
