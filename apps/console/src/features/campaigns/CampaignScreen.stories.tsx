import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
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
