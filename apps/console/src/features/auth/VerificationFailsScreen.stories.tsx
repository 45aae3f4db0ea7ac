import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta, sessionFor, storeSession, unverifiedOwner } from './authStories.tsx';

/** Where a locked verification code leads; back to the code screen for a new one. */
const meta = {
  title: 'Console/Auth/VerificationFails',
  ...authStoryMeta,
  args: { path: '/verification-fails', locale: 'en' },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not verify your email' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/** Signed in and unverified: "Get a new code" opens the verification screen. */
export const GetNewCode: Story = {
  beforeEach: () => storeSession(sessionFor(unverifiedOwner)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new code' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  },
};
