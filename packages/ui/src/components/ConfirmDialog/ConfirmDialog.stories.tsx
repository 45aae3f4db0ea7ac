import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmTones } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Unassign this review?',
    children: 'Claire will no longer see this review in her list.',
    confirmLabel: 'Unassign',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole(role);
};

/** Focus starts on the dialog; Cancel, the safe choice, comes first, then confirm. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this seller?',
    children: 'Claire Martin and her 128 collected reviews will be removed. This cannot be undone.',
    confirmLabel: 'Delete seller',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'alertdialog');
  },
};

/** While the returned promise runs, confirm is pending and Cancel and Escape do nothing. */
export const Pending: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this seller?',
    confirmLabel: 'Delete seller',
    onConfirm: fn(() => new Promise(() => {})),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'alertdialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Delete seller Loading' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Account deletion: confirm stays disabled until the typed text is exactly DELETE. */
export const TypeToConfirm: Story = {
  args: {
    tone: 'danger',
    title: 'Delete your account?',
    children: 'Your establishments, campaigns and reviews will be deleted for good.',
    confirmLabel: 'Delete account',
    confirmationWord: 'DELETE',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'alertdialog');
    const input = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.keyboard('DELETE ');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Backspace}');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const TypeToConfirmFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    tone: 'danger',
    title: 'Supprimer votre compte ?',
    children: 'Vos établissements, campagnes et avis seront définitivement supprimés.',
    confirmLabel: 'Supprimer le compte',
    confirmationWord: 'DELETE',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'alertdialog');
    await expect(within(dialog).getByRole('textbox', { name: 'Saisissez DELETE pour confirmer' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Désactiverl’établissementBoulangeriePâtisseriedesGrandsBoulevards ?',
    children: 'Lesvendeursrattachésàcetétablissementneverrontplussescampagnesnisesavis.',
    confirmLabel: 'Désactiverl’établissement',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { tone: 'danger', title: 'Delete this seller?', confirmLabel: 'Delete seller', confirmationWord: 'DELETE' },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'alertdialog');
  },
};

/** Both tones, with and without the typed word; open each. */
export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['plain', 'typed word']}
      rows={confirmTones.map((tone) => ({
        label: tone,
        cells: [undefined, 'DELETE'].map((word) => (
          <DialogTrigger key={word ?? 'plain'}>
            <Button variant="secondary">{`Open ${tone}${word ? ' typed' : ''}`}</Button>
            <ConfirmDialog {...args} tone={tone} confirmationWord={word} />
          </DialogTrigger>
        )),
      }))}
    />
  ),
};
