import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const meta = {
  title: 'UI/Overlays/Popover',
  component: Popover,
  args: {
    title: 'Average rating',
    children: 'The mean of every review collected by this location in the selected period, rounded to one decimal.',
  },
  argTypes: { placement: { control: 'select', options: placements } },
  decorators: [(Story) => <div style={{ padding: '24px 0 160px' }}>{Story()}</div>],
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is this?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Average rating' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Escape closes the popover and focus goes back to its trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'What is this?' })).toHaveFocus());
  },
};

export const WithActions: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <span>Ratings from Google reviews, refreshed every hour.</span>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="sm" slot="close">
            Got it
          </Button>
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Note moyenne',
    children: 'Lamoyennedetouslesaviscollectésparcetétablissementpendantlapériodesélectionnée,arrondieaudixième.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Qu’est-ce que c’est ?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Note moyenne' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

/** One trigger per placement; open each to see the arrow turn. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, padding: '120px 160px' }}>
      {placements.map((placement) => (
        <DialogTrigger key={placement}>
          <Button variant="secondary">{placement}</Button>
          <Popover {...args} placement={placement} />
        </DialogTrigger>
      ))}
    </div>
  ),
};
