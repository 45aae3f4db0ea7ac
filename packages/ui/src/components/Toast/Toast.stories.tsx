import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { feedbackTones } from '../../internal/ToneIcon.tsx';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { toastQueue, useToast, type ToastContent } from './toastQueue.ts';

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastRegion,
  // The queue is global, as in the app: each story starts and ends with it empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

function Trigger({ content, timeout }: { content: ToastContent; timeout?: number }) {
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.add(content, timeout === undefined ? undefined : { timeout })}>Save changes</Button>
      <ToastRegion />
    </>
  );
}

/** Shows toasts as soon as it renders, to see them at rest; they stay until closed. */
function Shown({ toasts }: { toasts: ToastContent[] }) {
  useEffect(() => {
    // Oldest first, so the list reads in the given order (newest shows first).
    [...toasts].reverse().forEach((content) => toastQueue.add(content, { timeout: 0 }));
    return () => toastQueue.clear();
  }, [toasts]);
  return <ToastRegion />;
}

const saved: ToastContent = {
  tone: 'success',
  title: 'Seller updated',
  description: 'Claire Martin can sign in with her new email.',
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Enter on the button shows a toast in the "Notifications" landmark; it closes after 5000 ms. */
export const Default: Story = {
  render: () => <Trigger content={saved} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Seller updated' });
    await expect(toast).toHaveAccessibleDescription('Claire Martin can sign in with her new email.');
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Seller updated');
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
  },
};

/** Tab reaches the toast and its close button, Enter closes it and focus goes back. */
export const CloseWithKeyboard: Story = {
  render: () => <Trigger content={{ tone: 'error', title: 'An unexpected error occurred.' }} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body(canvasElement).findByRole('alertdialog', { name: 'An unexpected error occurred.' });
    // The region is the last thing in the page: Tab reaches the toast, then its close button.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
  },
};

/** The timer stops while the pointer rests on the toasts, and runs again when it leaves. */
export const PausedWhileHovered: Story = {
  render: () => <Trigger content={saved} timeout={600} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body(canvasElement).findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

const everyTone: ToastContent[] = feedbackTones.map((tone) => ({
  tone,
  title: {
    error: 'An unexpected error occurred.',
    warning: 'Your plan ends in 3 days',
    success: 'Invitation re-sent',
    info: 'Reviews are synchronised every hour',
  }[tone],
  description: tone === 'success' ? 'Claire will receive a new email.' : undefined,
}));

export const Catalog: Story = {
  render: () => <Shown toasts={everyTone} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).getAllByRole('alertdialog')).toHaveLength(4));
  },
};

export const Mobile: Story = { ...mobileStory, ...Catalog };

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <Shown
      toasts={[
        {
          tone: 'error',
          title: 'Uneerreurs’estproduitelorsdelacréationduvendeurveuillezréessayer',
          description: 'Connexionimpossibleauserveurdel’établissementprincipal',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const toast = await body(canvasElement).findByRole('alertdialog');
    await expect(within(toast).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await expect(within(toast).getByRole('img', { name: 'Erreur' })).toBeInTheDocument();
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
    await expect(body(canvasElement).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  },
};
