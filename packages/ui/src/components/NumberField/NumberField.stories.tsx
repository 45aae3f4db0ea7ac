import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CURRENCY } from '@starcrew/i18n';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { group } from '../Field/FieldGroup.css.ts';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

const sizes = recipeOptions(group, 'size');
const euros = { style: 'currency', currency: CURRENCY } as const;

const meta = {
  title: 'UI/Forms/NumberField',
  component: NumberField,
  args: { label: 'Number of reviews', name: 'reviews', minValue: 0, maxValue: 500, step: 5, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  decorators: [fieldWidth],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 20 } };

/** Arrow keys step by `step` and stop at the bounds. */
export const KeyboardSteps: Story = {
  args: { defaultValue: 490 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Number of reviews' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('495');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('500');
    await expect(args.onChange).toHaveBeenLastCalledWith(500);
    await expect(canvas.getByRole('button', { name: 'Increase Number of reviews' })).toBeDisabled();
  },
};

/** Amounts in euros, formatted by the locale. */
export const Currency: Story = {
  args: {
    label: 'Reward amount',
    maxValue: undefined,
    defaultValue: 29,
    formatOptions: euros,
    step: 0.01,
    hasSteppers: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reward amount' })).toHaveValue('€29.00');
  },
};

export const CurrencyFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Montant de la récompense',
    maxValue: undefined,
    defaultValue: 1290.5,
    formatOptions: euros,
    step: 0.01,
    hasSteppers: false,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Montant de la récompense' });
    await expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 290,50 €');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 20 } };

export const Required: Story = {
  args: { isRequired: true, fieldName: 'field.reviews' },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'Number of reviews' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter your number of reviews')).toBeVisible();
  },
};

/** A specific message of spec section 5, given by the caller. */
export const Invalid: Story = {
  args: {
    label: 'Target score',
    minValue: 0,
    maxValue: 5,
    step: 0.1,
    defaultValue: 4.2,
    isInvalid: true,
    errorMessage: 'Target score must be between 0 and 5',
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Nombred’avisàcollecterparvendeurpendantlacampagne',
    maxValue: 5000,
    defaultValue: 1200,
    description: 'Laissezvidepourneplusfixerd’objectifchiffré',
  },
  decorators: [inColumn(240)],
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', defaultValue: 20 } };

const states: Array<{ label: string; props: Partial<NumberFieldProps> }> = [
  { label: 'empty', props: {} },
  { label: 'filled', props: { defaultValue: 20 } },
  { label: 'currency', props: { defaultValue: 29, formatOptions: euros, step: 0.01, hasSteppers: false } },
  {
    label: 'invalid',
    props: { defaultValue: 20, isInvalid: true, errorMessage: 'Please enter a valid number of reviews' },
  },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 20 } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={sizes}
      rows={states.map((state) => ({
        label: state.label,
        cells: sizes.map((size) => (
          <div key={size} style={{ width: 200 }}>
            <NumberField {...args} label={`Reviews ${size}`} size={size} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};
