import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { modal } from './Dialog.css.ts';

const sizes = recipeOptions(modal, 'size');

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Add a seller',
    children: 'The seller receives an email with a link to set their password.',
  },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog
        {...args}
        footer={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button slot="close">Add seller</Button>
          </>
        }
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement) => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
};

/** Open with the keyboard; focus moves to the dialog, Tab cycles inside it (the page is inert). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('Add a seller');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Add seller' })).toHaveFocus();
  },
};

/** Escape closes, focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    const dialog = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button is named from the catalogue and closes the dialog. */
export const CloseButton: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Ajouter un vendeur', children: 'Le vendeur reçoit un e-mail pour choisir son mot de passe.' },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    await userEvent.click(close);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const WithForm: Story = {
  args: {
    title: 'Add a seller',
    isDismissable: false,
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a form dialog starts on its first field */}
        <TextField label="First name" name="firstName" autoFocus />
        <TextField label="Email" name="email" type="email" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  },
};

const paragraphs = Array.from({ length: 14 }, (_, i) => (
  <p key={i} style={{ margin: '0 0 12px' }}>
    Clause {i + 1}. Rewards are distributed by the manager of each location once the campaign ends; a seller who leaves
    before the end keeps the reviews already collected.
  </p>
));

/** A body taller than the screen scrolls alone and becomes a tab stop so the keyboard can scroll it. */
export const ScrollableBody: Story = {
  args: { title: 'Campaign terms', children: paragraphs, size: 'lg' },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    const region = await within(dialog).findByRole('region', { name: 'Campaign terms' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Resend the invitation?', children: 'Claire will receive a new invitation email.' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Renommerl’établissementprincipaldelaboulangeriepâtisseriedesGrandsBoulevards',
    children: 'Lenouveaunomapparaîtrasurlapagepubliqued’avisetdanslesmessagesenvoyésauxclientsdel’établissement.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** At 500 px and narrower the dialog fills the screen and its actions stack. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    const panel = dialog.parentElement!;
    // After the entrance animation, which scales the panel.
    await waitFor(() =>
      expect(panel.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.documentElement.clientWidth),
    );
  },
};

const catalogProps: Array<Partial<DialogProps>> = sizes.map((size) => ({ size, title: `Size ${size}` }));

/** One trigger per size; open each to compare widths. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {catalogProps.map((props) => (
        <DialogTrigger key={props.size}>
          <Button variant="secondary">{`Open ${props.size}`}</Button>
          <Dialog {...args} {...props} footer={<Button slot="close">Done</Button>} />
        </DialogTrigger>
      ))}
    </div>
  ),
};
