import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { sellerAreaMeta } from './sellerAreaStory.tsx';

/** My Campaigns for a seller: the empty state until the campaigns issue lands. */
const meta = {
  ...sellerAreaMeta,
  args: { path: '/seller/campaigns', locale: 'en' },
  title: 'Console/SellerArea/SellerCampaignsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No campaigns yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open my collection tools' })).toHaveAttribute(
      'href',
      '/seller/tools',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Aucune campagne pour l’instant', {}, { timeout: 5000 });
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No campaigns yet', {}, { timeout: 5000 });
  },
};
