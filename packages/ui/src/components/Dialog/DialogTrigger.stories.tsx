import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from './Dialog.tsx';
import { DialogTrigger } from './DialogTrigger.tsx';

/**
 * packages/ui's own `DialogTrigger` (packages/ui/DECISIONS.md, "A closed dialog's trigger without
 * the dialog"): the same trigger as react-aria-components', without its dialog's code. These
 * stories check in a real browser what the person relies on: focus moves into the dialog as it
 * opens and back to the button as it closes. Their pictures are the Dialog's and ConfirmDialog's.
 */
const meta = {
  title: 'UI/Overlays/DialogTrigger',
  component: DialogTrigger,
  tags: ['skip-visual'],
  args: { children: null },
} satisfies Meta<typeof DialogTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens with the focus on the dialog; Escape closes and gives it back to the button. */
export const FocusInAndBack: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Plan details</Button>
      <Dialog title="Your plan">Ten locations, unlimited sellers.</Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Plan details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your plan' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A confirmation with a typed word, opened by pointer: the field takes the focus, Enter confirms,
 * and the focus returns to the button.
 */
export const ConfirmFocusInAndBack: Story = {
  args: { children: null, onOpenChange: fn() },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button variant="danger">Delete account</Button>
      <ConfirmDialog tone="danger" title="Delete your account?" confirmationWord="DELETE" onConfirm={fn()}>
        Every user is signed out and all data is deleted.
      </ConfirmDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete your account?',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const field = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('DELETE{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
