import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { SegmentedControl, SegmentedControlItem } from './SegmentedControl.tsx';

const meta = {
  title: 'UI/Data/SegmentedControl',
  component: SegmentedControl,
  args: { 'aria-label': 'Group by', defaultSelectedKey: 'months', onChange: fn() },
  render: (args) => (
    <SegmentedControl {...args}>
      <SegmentedControlItem id="months">Months</SegmentedControlItem>
      <SegmentedControlItem id="years">Years</SegmentedControlItem>
    </SegmentedControl>
  ),
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab enters on the chosen option, arrows move, Space chooses; one option stays chosen. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Months' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Years' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('years');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Years' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { 'aria-label': 'Regrouper par' },
  render: (args) => (
    <SegmentedControl {...args}>
      <SegmentedControlItem id="months">Mois</SegmentedControlItem>
      <SegmentedControlItem id="years">Années</SegmentedControlItem>
    </SegmentedControl>
  ),
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <SegmentedControl {...args}>
        <SegmentedControlItem id="months">Months</SegmentedControlItem>
        <SegmentedControlItem id="years">Years</SegmentedControlItem>
      </SegmentedControl>
      <SegmentedControl {...args} aria-label="Billing" defaultSelectedKey="annual">
        <SegmentedControlItem id="monthly">Monthly</SegmentedControlItem>
        <SegmentedControlItem id="annual">Annual</SegmentedControlItem>
        <SegmentedControlItem id="custom" isDisabled>
          Custom
        </SegmentedControlItem>
      </SegmentedControl>
    </div>
  ),
};
