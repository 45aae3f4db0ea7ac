import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { distributed, rewardsMeta } from './rewardsStory.tsx';

/** Reward details: what was won and the whole history (won, distributed, reversed, distributed again). */
const meta = {
  ...rewardsMeta,
  title: 'Console/Rewards/RewardScreen',
  args: { path: `/manager/rewards/${distributed[0]!.id}`, locale: 'en' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2 }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByText('Distributed by Claire Martin')).toHaveLength(2);
    await expect(canvas.getByText('Undistributed by Claire Martin')).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };
