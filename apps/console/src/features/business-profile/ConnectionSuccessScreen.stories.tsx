import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONNECT_PATH, wizardMeta } from './wizardStory.tsx';

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
