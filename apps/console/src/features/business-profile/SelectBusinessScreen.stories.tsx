import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONNECT_PATH, wizardMeta } from './wizardStory.tsx';

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
