import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta } from './authStories.tsx';

/** After a password reset: the success screen leads to sign-in. */
const meta = {
  title: 'Console/Auth/PasswordResetSuccess',
  ...authStoryMeta,
  args: { path: '/password-reset-success', locale: 'en' },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const ToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to Starcrew' })).toBeVisible();
  },
};
