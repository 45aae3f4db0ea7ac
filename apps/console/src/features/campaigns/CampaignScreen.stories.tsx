import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { noStaleAnnouncements } from '../sellers/sellersStory.tsx';
import { campaignsMeta, separate, shared } from './campaignsStory.tsx';

/** A campaign's details and its live ranking: shared (one) or separate (one per location). */
const meta = {
  ...campaignsMeta,
  title: 'Console/Campaigns/CampaignScreen',
  args: { path: `/manager/campaigns/${shared.id}`, locale: 'en' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: shared.title }, { timeout: 4000 });
    await within(canvasElement).findByRole('list', { name: 'Ranking' });
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shared: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /Camille Bernard/ })).toBeVisible();
  },
};

export const Separate: Story = {
  args: { path: `/manager/campaigns/${separate.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: separate.title }, { timeout: 4000 });
    await expect(await canvas.findByRole('list', { name: /Ranking – Maison Dorée – Lyon/ })).toBeVisible();
    await expect(canvas.getByText('Rank 1: A weekend in Annecy')).toBeVisible();
  },
};

export const SharedFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Classement' }, { timeout: 4000 });
  },
};

export const SeparateMobile: Story = { ...mobileStory, args: Separate.args, play: Separate.play };

/** Nobody has collected yet: each ranking says so. */
export const EmptyRanking: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/campaigns/:id/rankings', () =>
        HttpResponse.json({ data: { rankings: [{ location: null, entries: [] }] } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No participant in this ranking yet.', {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};

const saveThroughTheWizard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, { timeout: 4000 }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
  await canvas.findByRole('heading', { level: 2, name: 'Reward Objective' });
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Save the changes' }));
};

/** The server refuses a field of step 1 (422): the wizard goes back there with the server's words. */
export const EditServerFieldError: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('/api/v1/manager/campaigns/:id', () =>
        HttpResponse.json(
          {
            message: 'The end date must be on or after the start date',
            errors: { end_date: ['The end date must be on or after the start date'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveThroughTheWizard(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByText('The end date must be on or after the start date')).toBeVisible();
  },
};

/** Past the plan's limit: the wizard gives way to the console's one plan-limit prompt. */
export const EditPastPlanLimit: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.put('/api/v1/manager/campaigns/:id', () =>
        HttpResponse.json(
          {
            message: 'Your Essential plan allows up to 2 running campaigns at a time. Upgrade your plan to add more.',
            error: 'PlanLimitReached',
          },
          { status: 403 },
        ),
      ),
    );
    return stopWatching;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await saveThroughTheWizard(canvasElement);
    const prompt = within(await body.findByRole('dialog', { name: 'Plan limit reached' }));
    await waitFor(() => expect(prompt.getByText(/up to 2 running campaigns/)).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: shared.title })).toBeVisible();
    await noStaleAnnouncements(canvasElement);
  },
};
