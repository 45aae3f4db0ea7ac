import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { sellerAreaMeta, sellerCampaignsPage, storyCampaigns } from './sellerAreaStory.tsx';

/** My Campaigns for a seller: in progress, upcoming and completed, with their progress and rank. */
const meta = {
  ...sellerAreaMeta,
  args: { path: '/seller/campaigns', locale: 'en' },
  title: 'Console/SellerArea/SellerCampaignsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (campaigns: typeof storyCampaigns) =>
  http.get('/api/v1/seller/campaigns', () => HttpResponse.json({ data: sellerCampaignsPage(campaigns) }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = await canvas.findByRole('region', { name: 'In progress' }, { timeout: 5000 });
    await expect(within(running).getByRole('progressbar', { name: '13 of 20 reviews' })).toBeVisible();
    await expect(within(running).getByText('Rank 2')).toBeVisible();
    await expect(within(running).getByText('Rank 1: Un brunch pour deux')).toBeVisible();
    await expect(within(running).getByText('€14.00 earned so far')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('Fête des mères');
    await expect(canvas.getByRole('region', { name: 'Completed' })).toHaveTextContent('Goal reached');
  },
};

/** A seller in no campaign: the empty state, with the way to the collection tools. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answering([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No campaigns yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open my collection tools' })).toHaveAttribute(
      'href',
      '/seller/tools',
    );
  },
};

/** Only a campaign to come: its section alone, no rank yet. */
export const UpcomingOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answering(storyCampaigns.filter((c) => c.status === 'upcoming')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Upcoming' }, { timeout: 5000 });
    await expect(canvas.queryByRole('region', { name: 'In progress' })).toBeNull();
    await expect(canvas.queryByText(/^Rank \d$/)).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/campaigns', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/campaigns', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your campaigns could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'En cours' }, { timeout: 5000 });
  },
};

export const FrenchEmpty: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(answering([]));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Aucune campagne pour l’instant', {}, { timeout: 5000 });
  },
};

/** 390 px, in French: the cards in one column. */
export const MobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar', { name: '13 avis sur 20' }, { timeout: 5000 });
  },
};
