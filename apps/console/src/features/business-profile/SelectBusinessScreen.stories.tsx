import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  connectionHandlers,
  CONNECT_PATH,
  manyLocations,
  sandboxLocations,
  SELECT_PATH,
  wizardMeta,
} from './wizardStory.tsx';

/** Step 2: the locations of the connected account, reached from Google's redirect. */
const meta = {
  ...wizardMeta,
  title: 'Console/BusinessProfile/SelectBusiness',
  args: { path: `${CONNECT_PATH}?code=sandbox-owner&state=s`, locale: 'en' },
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
    await expect(canvas.getByRole('button', { name: 'Add locations' })).toBeDisabled();
    await expect(canvas.getByText('Please select at least one location')).toBeVisible();
  },
};

export const French: Story = {};
French.globals = { locale: 'fr' };
French.play = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Sélectionnez vos établissements' });
};

export const Mobile: Story = { ...mobileStory };

/** Two chosen: the count and the button say so. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Paris Oberkampf/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Lyon Croix-Rousse/ }));
    await expect(canvas.getByText('2 of 3 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 2 locations' })).toBeEnabled();
  },
};

/** A second connection: a location the organization already has is marked, and still listed. */
export const AlreadyAdded: Story = {
  args: { path: SELECT_PATH },
  beforeEach: ({ msw }) => {
    const [paris, ...others] = sandboxLocations;
    msw.use(...connectionHandlers({ locations: [{ ...paris!, connected: true }, ...others] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paris = await canvas.findByRole('checkbox', { name: /Paris Oberkampf/ });
    await expect(paris).toHaveAccessibleName(/Already added/);
    await expect(canvas.getAllByText('Already added')).toHaveLength(1);
  },
};

/** 45 locations, 20 listed: "Select all" is the 45; the next page comes in ticked; unticking one leaves 44. */
export const SelectAllPaged: Story = {
  args: { path: SELECT_PATH },
  beforeEach: ({ msw }) => {
    msw.use(...connectionHandlers({ locations: manyLocations(45) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(canvas.getByText('45 of 45 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 45 locations' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Show more locations' }));
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(40));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Maison Dorée – Boutique 30'));
    await expect(canvas.getByText('44 of 45 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 44 locations' })).toBeEnabled();
  },
};

export const SelectAllPagedFrench: Story = {
  ...SelectAllPaged,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Tout sélectionner' }));
    await expect(canvas.getByText('45 sur 45 sélectionnés')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter 45 établissements' })).toBeEnabled();
  },
};
