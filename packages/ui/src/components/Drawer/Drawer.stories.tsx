import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';
import { panel } from './Drawer.css.ts';

const sizes = recipeOptions(panel, 'size');

const review = (
  <div style={{ display: 'grid', gap: 12 }}>
    <p style={{ margin: 0 }}>★★★★☆ — Marie L., March 4, 2026</p>
    <p style={{ margin: 0 }}>
      Warm welcome and excellent croissants. The queue on Saturday morning was long but Claire kept everyone informed.
    </p>
  </div>
);

const meta = {
  title: 'UI/Overlays/Drawer',
  component: Drawer,
  args: { title: 'Review details', children: review },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open review</Button>
      <Drawer
        {...args}
        footer={
          <>
            <Button variant="secondary" slot="close">
              Close
            </Button>
            <Button>Respond</Button>
          </>
        }
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
};

/** Opens from the right edge, full height. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Review details');
    const view = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(Math.round(dialog.parentElement!.getBoundingClientRect().right)).toBe(view.clientWidth));
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open review' })).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Campaign terms',
    children: Array.from({ length: 20 }, (_, i) => (
      <p key={i} style={{ margin: '0 0 12px' }}>
        {`Clause ${i + 1}. Rewards are distributed by the manager of each location once the campaign ends.`}
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await within(dialog).findByRole('region', { name: 'Campaign terms' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Détailsdel’avisdéposésurl’établissementBoulangeriedesGrandsBoulevards',
    children: 'Accueilchaleureuxetcroissantsexcellents,maislafileduSamedimatinétaitlongue.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** On a phone the drawer rises from the bottom at full width. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const view = canvasElement.ownerDocument.documentElement;
    await waitFor(() => {
      const box = dialog.parentElement!.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(view.clientHeight);
      expect(Math.round(box.width)).toBe(view.clientWidth);
    });
  },
};

/** One trigger per size. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {sizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{`Open ${size}`}</Button>
          <Drawer {...args} size={size} />
        </DialogTrigger>
      ))}
    </div>
  ),
};
