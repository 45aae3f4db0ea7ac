import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { connectionHandlers, SELECT_PATH, wizardMeta } from './wizardStory.tsx';

/**
 * Step 2 opened first: a reload of it after Google's consent, or its address in a new tab.
 * The wizard lists the connection the server holds again; with none, it starts at step 1.
 */
const meta = {
  ...wizardMeta,
  title: 'Console/BusinessProfile/SelectBusinessResumed',
  args: { path: SELECT_PATH, locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('checkbox', { name: /Paris Oberkampf/ });
  },
} satisfies Meta<typeof wizardMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Select your locations' })).toBeVisible();
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByText('0 of 3 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add locations' })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Sélectionnez vos établissements' });
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByText('0 sur 3 sélectionnés')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };

/** The server holds no connection (never connected, or revoked): step 1, with no error. */
export const NotConnected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...connectionHandlers({ notConnected: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Connect your Google Business Profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect with Google' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotConnectedFrench: Story = {
  ...NotConnected,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', {
      level: 1,
      name: 'Connectez votre fiche d’établissement Google',
    });
  },
};
