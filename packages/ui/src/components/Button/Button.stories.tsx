import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, mobileStory, PlusIcon, TrashIcon } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Button, type ButtonProps } from './Button.tsx';
import { button } from './Button.css.ts';

const variants = recipeOptions(button, 'variant');
const sizes = recipeOptions(button, 'size');

const meta = {
  title: 'UI/Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: 'New campaign' },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', icon: <TrashIcon />, children: 'Delete seller' } };

export const KeyboardPress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('button');
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await userEvent.click(control);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('button', { name: 'Save changes Loading' });
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(control);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveOnPress(props: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={isPending}
      onPress={(event) => {
        props.onPress?.(event);
        setPending(true);
      }}
    />
  );
}

/** Pressing starts the work: focus stays on the button and the pending state is announced. */
export const PendingAnnounced: Story = {
  render: (args) => <SaveOnPress {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    const control = canvas.getByRole('button', { name: 'Save changes Loading' });
    await expect(control).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('img', { name: 'Save changes Loading' })).toBeInTheDocument());
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Réinitialiserlesmotsdepassedetouslesvendeursdel’établissement', isPending: false },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button');
    await expect(control.scrollWidth).toBeLessThanOrEqual(control.clientWidth + 1);
  },
};

export const PendingFrench: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Enregistrer', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { children: 'Send the review link', size: 'lg' },
  decorators: [(Story) => <div style={{ display: 'grid' }}>{Story()}</div>],
};

const states: Array<{ label: string; props: Partial<ButtonProps> }> = [
  { label: 'rest', props: {} },
  { label: 'with icon', props: { icon: <PlusIcon /> } },
  { label: 'pending', props: { isPending: true } },
  { label: 'disabled', props: { isDisabled: true } },
];

/** Every variant × size × state; the options come from the recipe. */
export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={states.map((s) => s.label)}
      rows={variants.flatMap((variant) =>
        sizes.map((size) => ({
          label: `${variant} ${size}`,
          cells: states.map((state) => (
            <Button key={state.label} {...args} variant={variant} size={size} {...state.props}>
              Button
            </Button>
          )),
        })),
      )}
    />
  ),
};
