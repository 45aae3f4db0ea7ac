import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, mobileStory, PlusIcon, TrashIcon } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { button } from '../Button/Button.css.ts';
import { IconButton, type IconButtonProps } from './IconButton.tsx';
import { iconButton } from './IconButton.css.ts';

const variants = recipeOptions(button, 'variant');
const sizes = recipeOptions(iconButton, 'size');

const meta = {
  title: 'UI/Actions/IconButton',
  component: IconButton,
  args: { icon: <TrashIcon />, 'aria-label': 'Delete seller', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: false },
  },
  // Room above and below for the tooltip, so the pictures show it whole.
  decorators: [(Story) => <div style={{ padding: '40px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: 'Delete seller' });
    await expect(control.offsetWidth).toBe(control.offsetHeight);
  },
};

export const KeyboardPress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('button', { name: 'Delete seller' });
    await expect(control).toHaveFocus();
    await expect(control).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard focus shows the label as a tooltip at once; Escape hides it, focus stays. */
export const TooltipOnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delete seller');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete seller' })).toHaveFocus();
  },
};

/** Hovering shows it after the tooltip delay (600 ms). */
export const TooltipOnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    // react-aria opens on hover only once the person is using a pointer.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Delete seller' }));
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: 2000 });
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent('Delete seller');
  },
};

/** `hasTooltip={false}` where the same words are already visible beside the button. */
export const WithoutTooltip: Story = {
  args: { hasTooltip: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete seller' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('button');
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(control);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { 'aria-label': 'Supprimer le vendeur' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Supprimer le vendeur' })).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Supprimer le vendeur');
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', variant: 'secondary' } };

const states: Array<{ label: string; props: Partial<IconButtonProps> }> = [
  { label: 'rest', props: {} },
  { label: 'pending', props: { isPending: true } },
  { label: 'disabled', props: { isDisabled: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={sizes.flatMap((size) => states.map((state) => `${size} ${state.label}`))}
      rows={variants.map((variant) => ({
        label: variant,
        cells: sizes.flatMap((size) =>
          states.map((state) => (
            <IconButton
              key={`${size}-${state.label}`}
              {...args}
              icon={<PlusIcon />}
              aria-label="Add seller"
              variant={variant}
              size={size}
              {...state.props}
            />
          )),
        ),
      }))}
    />
  ),
};
