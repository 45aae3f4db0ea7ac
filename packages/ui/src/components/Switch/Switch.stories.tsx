import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inColumn } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Switch, type SwitchProps } from './Switch.tsx';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  args: { children: 'Send review reminders', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Customers who have not answered get one reminder after three days.', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Customers who have not answered get one reminder after three days.',
    );
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Send review reminders' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch').closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Send review reminders'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    children: 'Envoyerautomatiquementlesrelancesd’avisauxclientsdel’établissement',
    description: 'Unerelanceuniqueestenvoyéetroisjoursaprèslepremiermessage',
  },
  decorators: [inColumn(240)],
};

export const Mobile: Story = { ...mobileStory, args: { description: 'Customers get one reminder after three days.' } };

const states: Array<{ label: string; props: Partial<SwitchProps> }> = [
  { label: 'off', props: {} },
  { label: 'on', props: { defaultSelected: true } },
  { label: 'disabled off', props: { isDisabled: true } },
  { label: 'disabled on', props: { isDisabled: true, defaultSelected: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['plain', 'with description']}
      rows={states.map((state) => ({
        label: state.label,
        cells: [
          <Switch key="plain" {...args} {...state.props} />,
          <Switch key="described" {...args} {...state.props} description="One reminder after three days." />,
        ],
      }))}
    />
  ),
};
