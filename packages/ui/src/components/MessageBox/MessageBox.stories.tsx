import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { feedbackTones } from '../../internal/ToneIcon.tsx';
import { Button } from '../Button/Button.tsx';
import { MessageBox, type MessageBoxProps } from './MessageBox.tsx';

const meta = {
  title: 'UI/Feedback/MessageBox',
  component: MessageBox,
  args: {
    tone: 'info',
    title: 'Connect your establishments',
    children: 'Link your Google Business Profile to start collecting reviews.',
  },
  argTypes: { tone: { control: 'inline-radio', options: feedbackTones }, action: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveTextContent('Connect your establishments');
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeInTheDocument();
  },
};

/** Errors interrupt: `role="alert"`. The text is the spec's. */
export const ErrorMessage: Story = {
  args: {
    tone: 'error',
    title: undefined,
    children: 'An error occurred while creating the seller. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred while creating the seller.');
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your plan ends in 3 days',
    children: 'Choose a plan to keep collecting reviews without interruption.',
    action: (
      <Button size="sm" variant="secondary">
        See plans
      </Button>
    ),
  },
};

export const Success: Story = { args: { tone: 'success', title: undefined, children: 'Establishment name changed.' } };

function Dismissible(props: MessageBoxProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <MessageBox
      {...props}
      onDismiss={() => {
        props.onDismiss?.();
        setOpen(false);
      }}
    />
  ) : null;
}

/** Tab to the dismiss button, press Enter: the callback runs and the screen removes the box. */
export const Dismiss: Story = {
  args: { onDismiss: fn(), tone: 'success', title: 'Invitation re-sent', children: 'Claire will receive a new email.' },
  render: (args) => <Dismissible {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    tone: 'error',
    title: 'Impossibled’accéderauprofild’établissementGoogledel’entreprise',
    children: 'Leserveurestinjoignablepourlemomentveuillezréessayerdansquelquesminutes.',
    onDismiss: fn(),
    action: (
      <Button size="sm" variant="secondary">
        Réessayer
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Erreur' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Masquer' })).toBeInTheDocument();
    const box = canvas.getByRole('alert');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: {
    tone: 'warning',
    onDismiss: fn(),
    title: 'Your plan ends in 3 days',
    children: 'Choose a plan to keep collecting reviews.',
    action: (
      <Button size="sm" variant="secondary">
        See plans
      </Button>
    ),
  },
};

/** Every tone, with and without title, action and dismiss. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {feedbackTones.map((tone) => (
        <MessageBox key={tone} tone={tone} title={`Title of the ${tone} message`} onDismiss={() => {}}>
          Body of the {tone} message, one or two sentences long.
        </MessageBox>
      ))}
      {feedbackTones.map((tone) => (
        <MessageBox
          key={`${tone}-bare`}
          tone={tone}
          action={
            <Button size="sm" variant="secondary">
              Action
            </Button>
          }
        >
          A {tone} message without a title.
        </MessageBox>
      ))}
    </div>
  ),
};
