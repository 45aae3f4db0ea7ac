import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  connectionHandlers,
  CONNECT_PATH,
  finishRequests,
  manyLocations,
  SELECT_PATH,
  wizardMeta,
} from './wizardStory.tsx';

/** Step 3: confirmation, reached by choosing locations in step 2. */
const meta = {
  ...wizardMeta,
  title: 'Console/BusinessProfile/ConnectionSuccess',
  args: { path: `${CONNECT_PATH}?code=sandbox-owner&state=s`, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Paris Oberkampf/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Marseille/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Add 2 locations|Ajouter 2 établissements/ }));
    await canvas.findByRole('heading', { name: /connected|connectée/ });
  },
} satisfies Meta<typeof wizardMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('2 locations added')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to My Networks' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a plan' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/**
 * "Select all" over 45 locations, one unticked, 20 listed: one call says "all but this one",
 * and the confirmation counts the 44 without naming the ones never listed.
 */
export const AllSelected: Story = {
  args: { path: SELECT_PATH },
  beforeEach: ({ msw }) => {
    msw.use(...connectionHandlers({ locations: manyLocations(45) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Select all' }));
    await userEvent.click(canvas.getByText('Maison Dorée – Boutique 2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 44 locations' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your business profile is connected' });
    await expect(canvas.getByText('44 locations added')).toBeVisible();
    await expect(canvas.queryByText(/Boutique/)).toBeNull();
    await expect(finishRequests).toEqual([{ select_all: true, excluded_ids: ['locations/2'] }]);
  },
};
