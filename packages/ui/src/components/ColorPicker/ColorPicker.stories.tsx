import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { ColorPicker } from './ColorPicker.tsx';
import { trigger } from './ColorPicker.css.ts';

const sizes = recipeOptions(trigger, 'size');
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Room under the trigger for the open popover, so the pictures show it whole. */
const withRoom = (Story: () => React.ReactNode) => <div style={{ minHeight: 440 }}>{Story()}</div>;

const meta = {
  title: 'UI/Forms/ColorPicker',
  component: ColorPicker,
  args: {
    label: 'Primary color',
    description: 'Used for the QR code modules.',
    defaultValue: '#1F4FD1',
    name: 'primaryColor',
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger is named by the label and the value, and described by the help text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Primary color #1F4FD1' });
    await expect(button).toHaveAccessibleDescription('Used for the QR code modules.');
    // Submitted with a form under its name.
    await expect(canvasElement.querySelector('input[name="primaryColor"]')).toHaveValue('#1F4FD1');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Primary color/ });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/**
 * Keyboard only: Enter opens the popover, arrows move the area and the hue, a typed hex value
 * and a preset set the colour, Escape closes and focus goes back to the trigger.
 */
export const KeyboardChangesColor: Story = {
  decorators: [withRoom],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Primary color' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(within(dialog).getByRole('slider', { name: 'Hue' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await expect(hex).toHaveFocus();
    await userEvent.clear(hex);
    await userEvent.type(hex, '0F766E{Enter}');
    await expect(canvas.getByRole('button', { name: 'Primary color #0F766E' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('button', { name: /Primary color #/ })).not.toHaveAccessibleName(
      'Primary color #0F766E',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Primary color/ })).toHaveFocus());
  },
};

/** Open, for the picture of the popover. */
export const Open: Story = {
  decorators: [withRoom],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Primary color/ }));
    await body(canvasElement).findByRole('dialog', { name: 'Primary color' });
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please fill out the primary color correctly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Primary color/ })).toHaveAccessibleDescription(
      'Used for the QR code modules. Please fill out the primary color correctly',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Primary color/ })).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  decorators: [withRoom],
  args: {
    label: 'Couleur secondaire',
    description: 'Utilisée pour le fond du code QR.',
    defaultValue: '#FFFFFF',
    isInvalid: true,
    errorMessage: 'Veuillez remplir correctement le champ couleur secondaire',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Couleur secondaire #FFFFFF' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Couleur secondaire' });
    await expect(within(dialog).getByRole('textbox', { name: 'Hexadécimal' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('listbox', { name: 'Couleurs prédéfinies' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [withRoom],
  args: { size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Primary color/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

const states = [
  { label: 'rest', props: {} },
  { label: 'invalid', props: { isInvalid: true, errorMessage: 'Please fill out the primary color correctly' } },
  { label: 'disabled', props: { isDisabled: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={states.map((state) => state.label)}
      rows={sizes.map((size) => ({
        label: size,
        cells: states.map((state) => (
          <ColorPicker key={state.label} {...args} description={undefined} size={size} {...state.props} />
        )),
      }))}
    />
  ),
};
