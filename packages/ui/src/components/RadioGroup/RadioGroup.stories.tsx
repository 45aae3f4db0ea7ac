import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Radio, RadioGroup } from './RadioGroup.tsx';
import { items, radio } from './RadioGroup.css.ts';

const variants = recipeOptions(radio, 'variant');
const orientations = recipeOptions(items, 'orientation');

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Reward mode', name: 'rewardMode', fieldName: 'field.rewardMode', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    orientation: { control: 'inline-radio', options: orientations },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="shared">Shared campaign</Radio>
      <Radio value="separate">Separate campaigns</Radio>
      <Radio value="none" isDisabled>
        No reward
      </Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'shared' } };

/** One Tab stop; arrows move and select, skipping the disabled radio. */
export const KeyboardSelect: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Shared campaign' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Separate campaigns' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('separate');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Shared campaign' }).closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'shared' } };

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your reward mode')).toBeVisible();
  },
};

const plans = (
  <>
    <Radio value="monthly" description="€29 per location, billed every month">
      Monthly
    </Radio>
    <Radio value="annual" description="€290 per location, two months free">
      Annual
    </Radio>
  </>
);

/** Plan choice as cards: the billing period of the Plans screen. */
export const Cards: Story = {
  args: { label: 'Billing period', variant: 'card', orientation: 'horizontal', defaultValue: 'annual' },
  render: (args) => <RadioGroup {...args}>{plans}</RadioGroup>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toHaveAccessibleDescription(
      '€290 per location, two months free',
    );
  },
};

export const CardsInvalid: Story = {
  args: {
    label: 'Billing period',
    variant: 'card',
    orientation: 'horizontal',
    isInvalid: true,
    errorMessage: 'Please select a billing period',
  },
  render: (args) => <RadioGroup {...args}>{plans}</RadioGroup>,
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Modederécompensepourl’ensembledesvendeurs', variant: 'card' },
  decorators: [inColumn(260)],
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="shared" description="Touslesvendeursparticipentàlamêmecampagnecommune">
        Campagnepartagéeentrelesétablissements
      </Radio>
      <Radio value="separate">Campagnesséparées</Radio>
    </RadioGroup>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  args: { label: 'Billing period', variant: 'card', orientation: 'horizontal' },
  render: Cards.render,
};

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={orientations}
      rows={variants.map((variant) => ({
        label: variant,
        cells: orientations.map((orientation) => (
          <div key={orientation} style={{ width: 380 }}>
            <RadioGroup
              {...args}
              label={`${variant} ${orientation}`}
              variant={variant}
              orientation={orientation}
              defaultValue="monthly"
            >
              {plans}
            </RadioGroup>
          </div>
        )),
      }))}
    />
  ),
};
