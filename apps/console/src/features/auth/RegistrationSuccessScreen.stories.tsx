import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession } from '../../testing/fixtures.ts';
import { authStoryMeta, storeSession } from './authStories.tsx';

/** After the code: the email is verified, on to the role's home. */
const meta = {
  title: 'Console/Auth/RegistrationSuccess',
  ...authStoryMeta,
  args: { path: '/registration-successfull', locale: 'en' },
  beforeEach: (context) => {
    const cleanup = authStoryMeta.beforeEach(context);
    storeSession(ownerSession);
    return cleanup;
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const Continue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};
