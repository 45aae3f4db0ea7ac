import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { group } from '../Field/FieldGroup.css.ts';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

const sizes = recipeOptions(group, 'size');

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', fieldName: 'field.password', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  decorators: [fieldWidth],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Enter on the button shows the password, announces it, and renames the button. */
export const ToggleWithKeyboard: Story = {
  args: { defaultValue: 'correct horse 42' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await userEvent.tab();
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Password shown'));
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('status')).toHaveTextContent('Password hidden');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('input')).toHaveFocus();
  },
};

/** The policy for a new password: each rule ticks as the person types. */
export const StrengthHint: Story = {
  args: { label: 'New password', showStrengthHint: true, isRequired: true, minLength: 8, maxLength: 64 },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'boulangerie');
    await expect(canvas.getByText('8 to 64 characters').closest('li')).toHaveAttribute('data-met');
    await expect(canvas.getByText('At least one letter and one digit').closest('li')).not.toHaveAttribute('data-met');
    await userEvent.type(input, '7');
    await expect(input).toHaveAccessibleDescription(/At least one letter and one digit \(done\)/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'correct horse 42' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** Submitting empty, then too short: the catalogue's messages. */
export const Invalid: Story = {
  args: { isRequired: true, minLength: 8 },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    const input = canvasElement.querySelector('input')!;
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Motdepassedel’administrateurprincipaldel’établissement',
    showStrengthHint: true,
    defaultValue: 'Réinitialisationobligatoiredumotdepasse2026',
  },
  decorators: [inColumn(260)],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', showStrengthHint: true, isRequired: true } };

const states: Array<{ label: string; props: Partial<PasswordFieldProps> }> = [
  { label: 'empty', props: {} },
  { label: 'filled', props: { defaultValue: 'correct horse 42' } },
  { label: 'invalid', props: { validationBehavior: 'aria', isRequired: true, minLength: 8, defaultValue: 'abc' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 'correct horse 42' } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={sizes}
      rows={states.map((state) => ({
        label: state.label,
        cells: sizes.map((size) => (
          <div key={size} style={{ width: 220 }}>
            <PasswordField {...args} label={`Password ${size}`} size={size} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};
